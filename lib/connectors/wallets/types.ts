/** RainbowKit's wallet-list types (2.2.11's `WalletList`, `CreateWalletFn`, ...), over the kit's connectors. */
import type { Wallet } from '../../core/wallets/rainbowkit'
import type { WalletConnectParameters } from '../walletConnect/types'

/**
 * RainbowKit's `RainbowKitWalletConnectParameters`: the kit's WalletConnect options but the
 * project id (given once, beside them), with `metadata` optional (made from `appName`,
 * `appDescription`, `appUrl` and `appIcon` when left out).
 */
export type RainbowKitWalletConnectParameters = Omit<WalletConnectParameters, 'projectId' | 'metadata'> & {
  /** The app as wallets show it; default from the app's name, description, URL and icon. */
  metadata?: WalletConnectParameters['metadata']
}

/** What every wallet factory takes (RainbowKit's `DefaultWalletOptions`). */
export interface DefaultWalletOptions {
  /** The WalletConnect Cloud project id. */
  projectId: string
  /** Options for the WalletConnect connector the wallet pairs through. */
  walletConnectParameters?: RainbowKitWalletConnectParameters
}

/** What connectorsForWallets hands each factory (RainbowKit's `CreateWalletFn` parameter). */
export interface CreateWalletParameters extends DefaultWalletOptions {
  /** The app's name (Coinbase Wallet's prompt). */
  appName: string
  /** The app's icon URL. */
  appIcon?: string
  /** walletConnectWallet's name for `walletConnectParameters`. */
  options?: RainbowKitWalletConnectParameters
}

/** A wallet factory as a wallet list holds it (RainbowKit's `CreateWalletFn`). */
export type CreateWalletFn = (createWalletParams: CreateWalletParameters) => Wallet

/**
 * The wallets an app lists, as groups in the order shown (RainbowKit's `WalletList`).
 * @example const wallets: WalletList = [{ groupName: 'Recommended', wallets: [metaMaskWallet, trustWallet] }]
 */
export type WalletList = {
  /** The group's heading in the Connect modal. */
  groupName: string
  /** The group's wallet factories, in the order shown. */
  wallets: CreateWalletFn[]
}[]
