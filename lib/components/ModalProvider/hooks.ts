import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react'
import type { ModalMachine, ModalName, ModalState } from '../../core/modals/machine'
import { ModalContext } from '../../react/modalContext'
import type { ModalLoader } from './modalLoader'

export { ModalContext }
export const ModalLoaderContext = createContext<ModalLoader | null>(null)

export function useModalMachine(): ModalMachine {
  const machine = useContext(ModalContext)
  if (!machine) throw new Error('Modal hooks must be used within ModalProvider (inside PorchProvider).')
  return machine
}

export function useModalLoader(): ModalLoader {
  const loader = useContext(ModalLoaderContext)
  if (!loader) throw new Error('Modal hooks must be used within ModalProvider (inside PorchProvider).')
  return loader
}

/**
 * Fetch a modal's chunk ahead of the click (pointer or focus on the button that opens it).
 * Outside a ModalProvider it does nothing, so custom buttons may call it freely.
 */
export function usePreloadModal(): (name: ModalName) => void {
  const loader = useContext(ModalLoaderContext)
  return useCallback((name: ModalName) => void loader?.preload(name).catch(() => {}), [loader])
}

export function useModalState(): ModalState {
  const machine = useModalMachine()
  return useSyncExternalStore(machine.subscribe, machine.getState, machine.getState)
}

function useModal(name: ModalName): { open: (() => void) | undefined; readonly isOpen: boolean } {
  const machine = useModalMachine()
  // Whether the component read `isOpen` (RainbowKit's `connectModalOpen`...): only then does
  // the modal's opening re-render it. A whole screen that only needs openConnectModal stays
  // put when the modal opens: the click's work is the modal's, not the screen's.
  const readsOpen = useRef(false)
  // Only what this hook returns, as one number (bit 1: may open, bit 2: open, when read), so a
  // component re-renders when that changes, not on every step of the machine (connecting,
  // the wallet's chain, another modal).
  const get = () => {
    const { open, status } = machine.getState()
    const isOpen = open === name
    // While a kept connection reconnects its account is shown: account and chain may be
    // asked for then, and open once the wallet confirms it (see the machine).
    const may = machine.canOpen(name) || isOpen || (name !== 'connect' && status === 'reconnecting')
    return (may ? 1 : 0) | (readsOpen.current && isOpen ? 2 : 0)
  }
  const bits = useSyncExternalStore(machine.subscribe, get, get)
  const open = useCallback(() => void machine.open(name), [machine, name])
  return {
    open: bits & 1 ? open : undefined,
    get isOpen() {
      readsOpen.current = true
      return machine.getState().open === name
    },
  }
}

/** `openConnectModal` is undefined while the connect modal may not open (it opens only when disconnected or unauthenticated). */
export function useConnectModal(): { openConnectModal: (() => void) | undefined; connectModalOpen: boolean } {
  const modal = useModal('connect')
  return {
    openConnectModal: modal.open,
    get connectModalOpen() {
      return modal.isOpen
    },
  }
}

/** `openAccountModal` is undefined unless connected on a supported chain (or reconnecting: it then opens once connected). */
export function useAccountModal(): { openAccountModal: (() => void) | undefined; accountModalOpen: boolean } {
  const modal = useModal('account')
  return {
    openAccountModal: modal.open,
    get accountModalOpen() {
      return modal.isOpen
    },
  }
}

/** `openChainModal` is undefined unless connected (or reconnecting: it then opens once connected). */
export function useChainModal(): { openChainModal: (() => void) | undefined; chainModalOpen: boolean } {
  const modal = useModal('chain')
  return {
    openChainModal: modal.open,
    get chainModalOpen() {
      return modal.isOpen
    },
  }
}
