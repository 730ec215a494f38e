/**
 * RainbowKit's wallet shape (RainbowKit 2.2.11's `Wallet`), kept as one shape with the kit's
 * own descriptor: a `Wallet` is a WalletDescriptor (so the Connect modal draws it as it is)
 * plus RainbowKit's `installed`, `hidden`, `aliases` and `createConnector`.
 */
import type { Connector, CreateConnectorFn } from '../types'
import type { WalletDescriptor, WalletGroup } from './types'

/**
 * A wallet as RainbowKit's wallet factories return it (`trustWallet({ projectId })`): the
 * kit's descriptor fields plus how to make its connector. Steps may be RainbowKit's
 * `{ step, title, description }` (shown as written) or the kit's catalogue keys.
 */
export interface Wallet extends WalletDescriptor {
  /** Other ids this wallet answers to (RainbowKit's `baseAccount` is `base`). */
  aliases?: string[]
  /** Whether the wallet was found injected when the factory ran; undefined when unknown. */
  installed?: boolean
  /** True when the wallet should not be listed here (an extension for another browser). */
  hidden?: () => boolean
  /** Makes the wallet's connector for the config (`createConfig({ connectors })`). */
  createConnector: (walletDetails: WalletDetailsParams) => CreateConnectorFn
}

/** What RainbowKit tells a wallet's connector about its place in the list (`rkDetails`). */
export type RainbowKitDetails = Omit<Wallet, 'createConnector' | 'hidden'> & {
  /** The wallet's position in its group. */
  index: number
  /** The group's position in the list. */
  groupIndex: number
  /** The group's heading. */
  groupName: string
  /** RainbowKit's flag for its generic WalletConnect entry. */
  isWalletConnectModalConnector?: boolean
  /** Always true: the connector came from RainbowKit's wallet list. */
  isRainbowKitConnector: boolean
  /** RainbowKit's WalletConnect modal connector, when there is one. */
  walletConnectModalConnector?: Connector
  /** RainbowKit asks WalletConnect's own QR modal (never shown by the kit: it draws its own). */
  showQrModal?: true
}

/** The parameter of a wallet's `createConnector` (RainbowKit's `WalletDetailsParams`). */
export interface WalletDetailsParams {
  /** The wallet and its place in the list. */
  rkDetails: RainbowKitDetails
}

/** RainbowKit's `CreateConnector`: from a wallet's details to its connector. */
export type CreateConnector = (walletDetails: WalletDetailsParams) => CreateConnectorFn

/** A connector made by connectorsForWallets: it carries the app's wallet list to the modal. */
export interface WalletListCarrier {
  /** The groups of the list the connector came from, in order. */
  readonly walletGroups?: readonly WalletGroup[]
}

/**
 * The wallet groups a config's connectors carry (connectorsForWallets puts them there), so
 * the Connect modal lists exactly the app's wallets, in its groups and order; undefined
 * when no connector carries a list.
 */
export function walletGroupsOf(connectors: readonly Connector[]): readonly WalletGroup[] | undefined {
  for (const c of connectors) {
    const groups = (c as Connector & WalletListCarrier).walletGroups
    if (groups) return groups
  }
  return undefined
}
