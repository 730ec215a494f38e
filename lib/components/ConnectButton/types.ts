import type { Address } from 'viem'

/** A value that may differ below 768 px (`smallScreen`) and from 768 px up (`largeScreen`). */
export type ResponsiveValue<T> = T | { smallScreen: T; largeScreen: T }

export type AccountStatus = 'full' | 'avatar' | 'address'
export type ChainStatus = 'full' | 'icon' | 'name' | 'none'
export type AuthenticationStatus = 'loading' | 'unauthenticated' | 'authenticated'

/** The connected account as the button shows it. */
export interface ConnectButtonAccount {
  address: Address
  /** Native balance decimals; undefined until the balance is loaded (or on an unsupported chain). */
  balanceDecimals: number | undefined
  /** Full-precision balance in whole units, e.g. '1.5'. */
  balanceFormatted: string | undefined
  balanceSymbol: string | undefined
  /** Abbreviated balance with symbol, e.g. '1.5 ETH' or '12.3k ETH'. */
  displayBalance: string | undefined
  /** ENS name (truncated to 24 characters) or the shortened address. */
  displayName: string
  ensAvatar: string | undefined
  ensName: string | undefined
  hasPendingTransactions: boolean
}

/** The wallet's current chain. */
export interface ConnectButtonChain {
  id: number
  /** Undefined on an unsupported chain (the app knows nothing about it). */
  name: string | undefined
  iconUrl: string | undefined
  iconBackground: string | undefined
  unsupported: boolean
}

/** What `ConnectButton.Custom` hands its render function. */
export interface ConnectButtonRendererProps {
  /**
   * Present once a wallet is connected (also while unauthenticated), and while a connection
   * the server rendered (`PorchProvider initialState`) is being confirmed by the wallet.
   */
  account: ConnectButtonAccount | undefined
  chain: ConnectButtonChain | undefined
  /** Undefined when the modal may not open in the current state (see ../ModalProvider/hooks.ts). */
  openConnectModal: (() => void) | undefined
  openAccountModal: (() => void) | undefined
  openChainModal: (() => void) | undefined
  connectModalOpen: boolean
  accountModalOpen: boolean
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
