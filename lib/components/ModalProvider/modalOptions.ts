import { createContext, useContext } from 'react'

/**
 * How the modals behave beyond ModalProvider's props, set by a layer above (RainbowKitProvider's
 * `initialChain`, `showRecentTransactions`, `coolMode`); the defaults are the kit's. A context
 * of its own, read only by the modals' lazily loaded code and WalletButton, so the pages that
 * do not set it carry none of it.
 */
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
