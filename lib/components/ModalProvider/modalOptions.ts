import { createContext, useContext } from 'react'

/** How the modals behave, beyond their look: ModalProvider's props of the same names. */
export interface ModalOptions {
  /** The chain a wallet connected from the modals is asked for (wagmi's `connect({ chainId })`); undefined: the wallet's own. */
  initialChainId: number | undefined
  /** The account modal lists the recent transactions. */
  showRecentTransactions: boolean
  /** Clicks on the Connect modal's wallet options burst particles. */
  coolMode: boolean
}

export const DEFAULT_MODAL_OPTIONS: ModalOptions = { initialChainId: undefined, showRecentTransactions: true, coolMode: false }

export const ModalOptionsContext = createContext<ModalOptions>(DEFAULT_MODAL_OPTIONS)

export function useModalOptions(): ModalOptions {
  return useContext(ModalOptionsContext)
}
