import type { Address, Chain } from 'viem'
import type { ConnectorType } from '../core/types'
import type { AuthStatus } from '../core/auth/types'
import type { TransactionStatus } from '../core/transactions/types'
import type { PorchProviderProps } from '../react/Provider'
import type { ModalProviderProps } from '../components/ModalProvider/ModalProvider'
import type { AuthStore } from '../core/auth/store'

/**
 * Options of defineElements: ModalProvider's props and PorchProvider's (the same names and
 * meanings as in React), plus `auth`, the sign-in store React apps hand to `AuthContext`.
 */
export interface DefineElementsOptions extends Omit<ModalProviderProps, 'children'>, Omit<PorchProviderProps, 'children' | 'config'> {
  /**
   * The app's Sign-In with Ethereum store (`createAuthStore({ config, adapter })` from
   * `@porch/kit`); defineElements starts it. Without it there is no sign-in step.
   */
  auth?: AuthStore
}

/** The connected wallet's connector, as events carry it (plain data, no methods). */
export interface PorchConnectorInfo {
  /** The connector's id ('injected', an announced wallet's rdns, 'walletConnect'...). */
  id: string
  /** The wallet's name. */
  name: string
  /** The connector's type. */
  type: ConnectorType
}

/** `porch:connection`'s detail: wagmi 3's `getConnection` fields, the connector as plain data. */
export interface PorchConnectionDetail {
  /** 'connected' also while the wallet still has to sign in (see `porch:auth`). */
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  /** The connected account. */
  address: Address | undefined
  /** Every account the wallet shares. */
  addresses: readonly Address[] | undefined
  /** The chain the wallet is on. */
  chainId: number | undefined
  /** The wallet's connector. */
  connector: PorchConnectorInfo | undefined
}

/** `porch:chain`'s detail: the wallet's chain while connected, else the app's current chain. */
export interface PorchChainDetail {
  /** The chain id. */
  chainId: number
  /** The configured chain, undefined when the app does not configure `chainId`. */
  chain: Chain | undefined
  /** False on a chain the app does not configure (the button reads 'Wrong network'). */
  supported: boolean
}

/** `porch:auth`'s detail. Without an `auth` store: always 'unauthenticated'. */
export interface PorchAuthDetail {
  /** 'loading' until the stored session is known. */
  status: AuthStatus
  /** The signed-in account while `authenticated`. */
  address: Address | undefined
}

/** `porch:transaction`'s detail: a recent transaction was added or changed status. */
export interface PorchTransactionDetail {
  /** The transaction's hash (a Safe's safeTxHash; a call bundle's id). */
  hash: string
  /** The chain it was sent on. */
  chainId: number
  /** The app's words for it. */
  description: string
  /** Cancelled and dropped transactions are 'failed'. */
  status: TransactionStatus
}

/** The events every porch element and `document` receive. */
export interface PorchEventMap {
  /** The connection changed (status, account, chain or wallet). */
  'porch:connection': CustomEvent<PorchConnectionDetail>
  /** The chain changed, or whether the app supports it. */
  'porch:chain': CustomEvent<PorchChainDetail>
  /** The sign-in status changed. */
  'porch:auth': CustomEvent<PorchAuthDetail>
  /** A recent transaction was added or changed status. */
  'porch:transaction': CustomEvent<PorchTransactionDetail>
}

/** The attributes of `<porch-connect-button>` (all optional). */
export interface PorchConnectButtonAttributes {
  /** Label while disconnected. Default 'Connect Wallet' (in the kit's locale). */
  label?: string
  /** Avatar and name (default), the avatar only, or the name only. */
  'account-status'?: 'full' | 'avatar' | 'address'
  /** Default: the icon below 768 px, icon and name from 768 px up; 'none' hides the chain button. */
  'chain-status'?: 'full' | 'icon' | 'name' | 'none'
  /** Default: hidden below 768 px, shown from 768 px up. */
  'show-balance'?: 'true' | 'false'
}

/** The attributes of `<porch-wallet-button>`. */
export interface PorchWalletButtonAttributes {
  /** A wallet id ('metaMask', 'devnet', an announced wallet's rdns). Required. */
  wallet: string
}
