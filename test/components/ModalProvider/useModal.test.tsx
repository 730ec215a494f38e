// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEmitter } from '../../../lib/core/emitter'
import type { ConfigEvents } from '../../../lib/core/config'
import { createStore } from '../../../lib/core/store'
import type { State, Status } from '../../../lib/core/types'
import { createModalMachine } from '../../../lib/core/modals/machine'
import { ModalContext, useConnectModal } from '../../../lib/components/ModalProvider/hooks'

afterEach(cleanup)

/**
 * useConnectModal re-renders its component only when what it returns changes: a screen that
 * holds openConnectModal must not render again on every step of a connection (a main-thread
 * task per step on the site's whole screen).
 */
describe('useConnectModal', () => {
  it('re-renders when openConnectModal or connectModalOpen change, not on other machine steps', () => {
    const store = createStore<State>({ status: 'disconnected', accounts: [], chainId: undefined, connectorId: undefined, error: undefined })
    const machine = createModalMachine({ store, emitter: createEmitter<ConfigEvents>(), isChainSupported: (id) => id === 1101 })
    const seen: Array<{ canOpen: boolean; isOpen: boolean }> = []
    function Probe() {
      const { openConnectModal, connectModalOpen } = useConnectModal()
      seen.push({ canOpen: openConnectModal !== undefined, isOpen: connectModalOpen })
      return null
    }
    render(
      <ModalContext.Provider value={machine}>
        <Probe />
      </ModalContext.Provider>,
    )
    expect(seen).toEqual([{ canOpen: true, isOpen: false }])
    const setStatus = (status: Status) => act(() => store.setState((s) => ({ ...s, status, chainId: status === 'disconnected' ? undefined : 1101 })))

    act(() => void machine.open('connect'))
    expect(seen.at(-1)).toEqual({ canOpen: true, isOpen: true })
    const opened = seen.length
    // The modal stays open through connecting: the machine changes, the hook's answer does not.
    setStatus('connecting')
    expect(machine.getState().status).toBe('connecting')
    expect(seen.length).toBe(opened)

    act(() => machine.close())
    setStatus('connected')
    expect(seen.at(-1)).toEqual({ canOpen: false, isOpen: false })
    const connected = seen.length
    // Another modal opening is no business of useConnectModal's.
    act(() => void machine.open('account'))
    expect(machine.getState().open).toBe('account')
    expect(seen.length).toBe(connected)
  })

  it('does not re-render a component that only holds openConnectModal when the modal opens or closes', () => {
    const store = createStore<State>({ status: 'disconnected', accounts: [], chainId: undefined, connectorId: undefined, error: undefined })
    const machine = createModalMachine({ store, emitter: createEmitter<ConfigEvents>(), isChainSupported: (id) => id === 1101 })
    let screenRenders = 0
    const readerSaw: boolean[] = []
    // The site's screen: it opens the modal and never asks whether it is open.
    function Screen() {
      const { openConnectModal } = useConnectModal()
      screenRenders++
      return openConnectModal ? null : null
    }
    function Reader() {
      readerSaw.push(useConnectModal().connectModalOpen)
      return null
    }
    render(
      <ModalContext.Provider value={machine}>
        <Screen />
        <Reader />
      </ModalContext.Provider>,
    )
    expect(screenRenders).toBe(1)
    act(() => void machine.open('connect'))
    act(() => machine.close())
    act(() => void machine.open('connect'))
    // The click's work is the modal's: the screen rendered once, the reader saw each change.
    expect(screenRenders).toBe(1)
    expect(readerSaw).toEqual([false, true, false, true])
  })
})
