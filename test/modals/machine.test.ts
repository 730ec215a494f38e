import { describe, expect, it } from 'vitest'
import { createEmitter } from '../../lib/core/emitter'
import type { ConfigEvents } from '../../lib/core/config'
import { createStore } from '../../lib/core/store'
import type { State, Status } from '../../lib/core/types'
import { canOpenModal, createModalMachine, MODAL_NAMES, type ModalName } from '../../lib/core/modals/machine'

const STATUSES: Status[] = ['disconnected', 'connecting', 'reconnecting', 'connected', 'unauthenticated']
const SUPPORTED = 1101

// The gating rules written out by hand, not derived from the code.
const EXPECTED: Record<Status, { supported: ModalName[]; unsupported: ModalName[] }> = {
  disconnected: { supported: ['connect'], unsupported: ['connect'] },
  connecting: { supported: [], unsupported: [] },
  reconnecting: { supported: [], unsupported: [] },
  connected: { supported: ['account', 'chain'], unsupported: ['chain'] },
  unauthenticated: { supported: ['connect'], unsupported: ['connect'] },
}

function setup(status: Status = 'disconnected', chainId: number | undefined = undefined) {
  const store = createStore<State>({ status, accounts: [], chainId, connectorId: undefined, error: undefined })
  const emitter = createEmitter<ConfigEvents>()
  const machine = createModalMachine({ store, emitter, isChainSupported: (id) => id === SUPPORTED })
  const connectAs = (next: Status, id = SUPPORTED) => {
    store.setState((s) => ({ ...s, status: next, chainId: id, accounts: ['0x0000000000000000000000000000000000000001'], connectorId: 'x' }))
    emitter.emit('connect', { connectorId: 'x', accounts: ['0x0000000000000000000000000000000000000001'], chainId: id })
  }
  const disconnect = () => {
    store.setState({ status: 'disconnected', accounts: [], chainId: undefined, connectorId: undefined, error: undefined })
    emitter.emit('disconnect', { connectorId: 'x' })
  }
  return { store, emitter, machine, connectAs, disconnect }
}

describe('modal gating table (every status x modal)', () => {
  for (const status of STATUSES) {
    for (const unsupported of [false, true]) {
      for (const modal of MODAL_NAMES) {
        const allowed = EXPECTED[status][unsupported ? 'unsupported' : 'supported'].includes(modal)
        it(`${modal} ${allowed ? 'opens' : 'stays closed'} when ${status}${unsupported ? ' on an unsupported chain' : ''}`, () => {
          expect(canOpenModal(modal, { status, unsupported })).toBe(allowed)
          const chainId = status === 'connected' || status === 'unauthenticated' ? (unsupported ? 1 : SUPPORTED) : undefined
          const { machine } = setup(status, chainId)
          expect(machine.open(modal)).toBe(allowed)
          expect(machine.getState().open).toBe(allowed ? modal : undefined)
        })
      }
    }
  }
})

describe('modal machine events', () => {
  it('opens the account modal asked for while a kept connection reconnects, once the wallet confirms it', () => {
    const { machine, connectAs } = setup('reconnecting', SUPPORTED)
    expect(machine.open('account')).toBe(false) // not yet: the wallet has not confirmed
    expect(machine.getState().open).toBeUndefined()
    connectAs('connected')
    expect(machine.getState().open).toBe('account')
  })

  it('drops what was asked for while reconnecting when the wallet does not confirm, or on Escape', () => {
    const first = setup('reconnecting', SUPPORTED)
    first.machine.open('chain')
    first.disconnect()
    expect(first.machine.getState().open).toBeUndefined()
    first.connectAs('connected')
    expect(first.machine.getState().open).toBeUndefined()
    const second = setup('reconnecting', SUPPORTED)
    second.machine.open('account')
    second.machine.close()
    second.connectAs('connected')
    expect(second.machine.getState().open).toBeUndefined()
  })

  it('closes the connect modal on connect', () => {
    const { machine, store, connectAs } = setup()
    machine.open('connect')
    store.setState((s) => ({ ...s, status: 'connecting' }))
    expect(machine.getState().open).toBe('connect') // stays while connecting
    connectAs('connected')
    expect(machine.getState().open).toBeUndefined()
  })

  it('keeps the connect modal open when the connection ends unauthenticated', () => {
    const { machine, connectAs } = setup()
    machine.open('connect')
    connectAs('unauthenticated')
    expect(machine.getState().open).toBe('connect')
  })

  it('signing in (unauthenticated -> connected) closes the connect modal that hosts the sign-in', () => {
    const { machine, store, connectAs } = setup()
    machine.open('connect')
    connectAs('unauthenticated')
    store.setState((s) => ({ ...s, status: 'connected' }))
    expect(machine.getState().open).toBeUndefined()
  })

  it('closes account and chain modals on disconnect', () => {
    for (const modal of ['account', 'chain'] as const) {
      const { machine, disconnect } = setup('connected', SUPPORTED)
      expect(machine.open(modal)).toBe(true)
      disconnect()
      expect(machine.getState().open).toBeUndefined()
    }
  })

  it('closes the account modal when the wallet moves to an unsupported chain, keeps the chain modal', () => {
    const { machine, store } = setup('connected', SUPPORTED)
    machine.open('account')
    store.setState((s) => ({ ...s, chainId: 5 }))
    expect(machine.getState().open).toBeUndefined()
    expect(machine.open('chain')).toBe(true)
    store.setState((s) => ({ ...s, chainId: 6 }))
    expect(machine.getState().open).toBe('chain')
  })

  it('notifies subscribers, and stops listening after destroy', () => {
    const { machine, connectAs } = setup()
    let calls = 0
    machine.subscribe(() => calls++)
    machine.open('connect')
    expect(calls).toBe(1)
    machine.destroy()
    connectAs('connected')
    expect(machine.getState().open).toBe('connect')
    machine.start()
    machine.close()
    expect(machine.getState().open).toBeUndefined()
  })

  it('close(name) only closes that modal', () => {
    const { machine } = setup()
    machine.open('connect')
    machine.close('account')
    expect(machine.getState().open).toBe('connect')
    machine.close('connect')
    expect(machine.getState().open).toBeUndefined()
  })
})
