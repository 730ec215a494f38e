import type { Address } from 'viem'

/** A value that may differ below 768 px (`smallScreen`) and from 768 px up (`largeScreen`). */
export type ResponsiveValue<T> = T | { smallScreen: T; largeScreen: T }

/** How the account button shows the account: avatar and name (`full`), the avatar only, or the name only (`address`). */
export type AccountStatus = 'full' | 'avatar' | 'address'
/** How the chain button shows the chain: icon and name (`full`), icon only, name only, or not at all (`none`). */
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'
/** Sign-in status as `ConnectButton.Custom` gets it (`loading` while the stored session is fetched). */
export type AuthenticationStatus = 'loading' | 'unauthenticated' | 'authenticated'

/** The connected account as the button shows it. */
export interface ConnectButtonAccount {
  /** The connected account. */
  address: Address
  /** Native balance decimals; undefined until the balance is loaded (or on an unsupported chain). */
  balanceDecimals: number | undefined
  /** Full-precision balance in whole units, e.g. '1.5'. */
  balanceFormatted: string | undefined
  /** Symbol of the chain's native currency ('ETH'); undefined until the balance is loaded. */
  balanceSymbol: string | undefined
  /** Abbreviated balance with symbol, e.g. '1.5 ETH' or '12.3k ETH'. */
  displayBalance: string | undefined
  /** ENS name (truncated to 24 characters) or the shortened address. */
  displayName: string
  /** URL of the ENS avatar, once resolved (undefined without one). */
  ensAvatar: string | undefined
  /** The primary ENS name, once resolved (undefined without one). */
  ensName: string | undefined
  /** True while a recent transaction of this account on this chain is pending (the button shows a spinner). */
  hasPendingTransactions: boolean
}

/** The wallet's current chain. */
export interface ConnectButtonChain {
  /** The wallet's chain id. */
  id: number
  /** Undefined on an unsupported chain (the app knows nothing about it). */
  name: string | undefined
  /** The chain's icon (a chain object's `iconUrl`), when the app gives one. */
  iconUrl: string | undefined
  /** CSS colour behind the icon (a chain object's `iconBackground`). */
  iconBackground: string | undefined
  /** True when the chain has an icon to draw (RainbowKit's field): draw `iconUrl` then. */
  hasIcon: boolean
  /** True when the app does not configure this chain (the button reads 'Wrong network'). */
  unsupported: boolean
}

/** What `ConnectButton.Custom` hands its render function. */
export interface ConnectButtonRendererProps {
  /**
   * Present once a wallet is connected (also while unauthenticated), and while a connection
   * the server rendered (`PorchProvider initialState`) is being confirmed by the wallet.
   */
  account: ConnectButtonAccount | undefined
  /** The wallet's chain, once a wallet is connected. */
  chain: ConnectButtonChain | undefined
  /** Opens the Connect modal; does nothing while it may not open (connected and signed in). */
  openConnectModal: () => void
  /** Opens the account modal; does nothing unless connected (signed in, when the app uses sign-in) on a configured chain. */
  openAccountModal: () => void
  /** Opens the Switch Networks modal; does nothing unless connected (signed in, when the app uses sign-in). */
  openChainModal: () => void
  /** True while the Connect modal is open. */
  connectModalOpen: boolean
  /** True while the account modal is open. */
  accountModalOpen: boolean
  /** True while the Switch Networks modal is open. */
  chainModalOpen: boolean
  /**
   * False on the server and during hydration, true once mounted (as RainbowKit's). `account`
   * and `chain` are already safe to render before: they hold what the server rendered. Hide
   * only what the server cannot know until mounted, e.g. `<div aria-hidden={!mounted}
   * style={mounted ? undefined : { opacity: 0, pointerEvents: 'none' }}>`.
   * Render functions live in a client component (`'use client'`): a Server Component
   * cannot pass functions.
   */
  mounted: boolean
  /** Undefined when the app does not use sign-in. */
  authenticationStatus: AuthenticationStatus | undefined
}

/**
 * The button's state as the kit's own ConnectButton reads it: an opener is undefined while
 * its modal may not open (the button is disabled then); `ConnectButton.Custom` gets functions.
 */
export type ConnectButtonState = Omit<ConnectButtonRendererProps, 'openConnectModal' | 'openAccountModal' | 'openChainModal'> & {
  openConnectModal: (() => void) | undefined
  openAccountModal: (() => void) | undefined
  openChainModal: (() => void) | undefined
}
