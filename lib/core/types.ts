import type { Address, Chain, EIP1193Provider, Hash } from 'viem'
import type { Emitter } from './emitter'
import type { KitStorage } from './storage'
import type { SignInProof, SignInRequest } from './auth/oneClick'

/** Connection status. `unauthenticated` is used when sign-in (SIWE) is required and not done. */
export type Status = 'disconnected' | 'connecting' | 'reconnecting' | 'connected' | 'unauthenticated'

/** What a connector reports on connect: the accounts and the chain. */
export interface ConnectResult {
  /** The accounts the wallet shares, the selected one first. */
  accounts: readonly Address[]
  /** The chain the wallet is on. */
  chainId: number
}

/** Events a connector emits; the core listens only to the active connector's. */
export type ConnectorEvents = {
  /** Accounts and/or chain changed. An empty `accounts` list means disconnect. */
  change: { accounts?: readonly Address[]; chainId?: number }
  connect: ConnectResult
  disconnect: undefined
  /** Out-of-band information, e.g. `{ type: 'display_uri', data: 'wc:...' }` for QR codes. */
  message: { type: string; data?: unknown }
  /**
   * wagmi's `error` event: the connector met an error outside a request of the app (a
   * session the wallet ended with an error, a provider that disconnected with an error code).
   */
  error: { error: Error }
}

/**
 * The protocol family of a connector: one of the built-in connectors, or `custom:<name>`
 * for a connector an app writes itself (e.g. `'custom:ledger'`), so a check such as
 * `connector.type === 'injected'` is spelled right or does not compile.
 */
export type ConnectorType = 'injected' | 'walletConnect' | 'safe' | 'coinbase' | 'devnet' | `custom:${string}`

/**
 * One wallet protocol, made by a connector factory (`CreateConnectorFn`, e.g. connectors/injected.ts).
 * Methods throw the typed errors of core/errors.ts.
 */
export interface Connector {
  /** Unique in a config: 'injected', an EIP-6963 rdns like 'io.metamask', 'walletConnect', 'safe', 'devnet'. */
  readonly id: string
  /**
   * wagmi's `uid`: unique per connector instance (random, given by the config when it makes
   * the connector), where `id` names the wallet. Use it as a React key or a map key.
   */
  readonly uid: string
  /** Name shown in the wallet list and the account modal ('MetaMask', 'WalletConnect'). */
  readonly name: string
  /** Protocol family (see ConnectorType). */
  readonly type: ConnectorType
  /** Data URI or same-origin URL of the wallet's icon, if the wallet announced one. */
  readonly icon?: string
  /** EIP-6963 reverse-DNS id of the wallet behind this connector, when known. */
  readonly rdns?: string
  /** Where the connector reports account, chain and session changes (see ConnectorEvents). */
  readonly emitter: Emitter<ConnectorEvents>
  /**
   * Asks the wallet for its accounts (a prompt unless `isReconnecting`); throws the typed
   * errors of core/errors.ts. With `signIn` (only to a connector whose `signsInOnConnect`
   * says yes), the same prompt also asks the wallet to sign an EIP-4361 message built from
   * it; `signIn` in the result is what the wallet signed, absent when it did not.
   */
  connect(params?: { chainId?: number; isReconnecting?: boolean; signIn?: SignInRequest }): Promise<ConnectResult & { signIn?: SignInProof }>
  /**
   * Whether `connect({ signIn })` will ask for the sign-in in the connection prompt (one
   * approval): WalletConnect, and injected wallets not known to lack ERC-7846 `wallet_connect`.
   * Absent: never.
   */
  signsInOnConnect?(): boolean
  /** Ends the session with the wallet. */
  disconnect(): Promise<void>
  /** The accounts the wallet shares now, without a prompt (empty when none). */
  getAccounts(): Promise<readonly Address[]>
  /** The chain the wallet is on now. */
  getChainId(): Promise<number>
  /** The wallet's EIP-1193 provider, for viem's `custom` transport. */
  getProvider(): Promise<EIP1193Provider>
  /** Asks the wallet to switch (adding the chain on 4902). Absent when the wallet cannot switch. */
  switchChain?(chainId: number): Promise<void>
  /** True when a silent reconnect is possible (authorised before, session still alive). */
  isAuthorized(): Promise<boolean>
  /**
   * Drop an unfinished connect() the user walked away from, so a late approval cannot
   * connect (e.g. a WalletConnect proposal scanned after the modal closed).
   */
  abort?(): void
  /**
   * Multisig wallets (Safe): where a proposed transaction stands. A Safe returns a
   * safeTxHash, not a chain transaction hash; there is a receipt only once it is executed.
   */
  getSafeTransaction?(safeTxHash: Hash): Promise<SafeTxProgress>
  /**
   * Multisig wallets (Safe): stop waiting for the other owners of a message being signed.
   * No further request is made; the signing call rejects with SafeMessageCancelledError.
   */
  cancelMessage?(): void
  /** Multisig wallets (Safe): the message still waiting for the other owners, kept across reloads. */
  pendingMessage?(): { message: string } | undefined
  /** Multisig wallets (Safe): who owns the account and how many of them must confirm, asked fresh. */
  getOwners?(): Promise<SafeOwners>
}

/** A multisig account's owners and how many of them must confirm (`threshold`). */
export interface SafeOwners {
  /** The owners' addresses. */
  owners: readonly Address[]
  /** How many owners must confirm a transaction or message (1 to owners.length). */
  threshold: number
}

/** A Safe transaction's progress: owners sign, then someone executes it on chain (or it is cancelled). */
export type SafeTxProgress =
  | { state: 'awaiting_confirmations'; confirmations: number; required: number }
  | { state: 'awaiting_execution' }
  | { state: 'executed'; txHash: Hash }
  | { state: 'failed'; txHash?: Hash }
  | { state: 'cancelled' }

/** What the config hands a connector factory. */
export interface ConnectorContext {
  /** The app's chains (createConfig's `chains`); a connector offers these to the wallet. */
  readonly chains: readonly [Chain, ...Chain[]]
  /** Where the connector emits its events; the config listens while the connector is active. */
  readonly emitter: Emitter<ConnectorEvents>
  /** The config's storage, for what the connector must keep across reloads (a session). */
  readonly storage: KitStorage
  /** Shown in wallet prompts and messages ("... from {appName}"). */
  readonly appName: string
}

/** A connector factory: the config calls it with its context and gets a Connector (the config adds its `uid`). */
export type CreateConnectorFn = (ctx: ConnectorContext) => Omit<Connector, 'uid'>

/** One wallet connection (wagmi's `Connection`): its accounts, chain and connector. */
export interface Connection {
  /** The accounts the wallet shares, the selected one first. */
  accounts: readonly [Address, ...Address[]]
  /** The chain the wallet is on (configured or not). */
  chainId: number
  /** The connector it goes through. */
  connector: Connector
}

/** The store's state. Only `lastConnectorId` is persisted (see persisted.ts). */
export interface State {
  /** Where the connection stands (see Status). */
  status: Status
  /** The connected wallet's accounts, the selected one first; empty while disconnected. */
  accounts: readonly Address[]
  /** The wallet's chain (possibly one the app does not configure); undefined while disconnected. */
  chainId: number | undefined
  /** Id of the connector in use (or being connected); undefined while disconnected. */
  connectorId: string | undefined
  /** Error of the last connect attempt, for the UI (cleared on the next attempt). */
  error: Error | undefined
}

/** Events the config emits for the app (a connector's events, after the store applied them). */
export type ConfigEvents = {
  connect: { connectorId: string; accounts: State['accounts']; chainId: number }
  disconnect: { connectorId: string | undefined }
  /** A connector's out-of-band message, e.g. WalletConnect's display_uri. */
  message: { connectorId: string; type: string; data?: unknown }
  /**
   * A transaction or call bundle the kit follows on `chainId` is final (recent
   * transactions, waitForTransactionReceipt, waitForCallsStatus): that chain's reads are
   * stale, and the provider refreshes them at once.
   */
  refresh: { chainId: number }
}
