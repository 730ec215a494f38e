import { createContext } from 'react'
import type { ModalMachine } from '../core/modals/machine'

/**
 * The modal machine of the nearest ModalProvider, or null without one. Here, below the
 * components, so a hook (useConnect) can hand over to the 'Verify your account' dialog the
 * way WalletButton does, without importing the modals.
 */
export const ModalContext = createContext<ModalMachine | null>(null)
