import type { Chain, Client, ClientConfig, Transport } from 'viem'
import type { Emitter } from '../emitter'
import type { Reader } from '../read/types'
import type { KitStorage } from '../storage'
import type { Store } from '../store'
import type { ConfigEvents, Connection, Connector, CreateConnectorFn, State } from '../types'
import type { AtomicStatus } from '../calls/capabilities'
import type { TransactionStore } from '../transactions/types'

/**
 * A viem client option as wagmi's createConfig takes it: one value for every chain, or a
 * value per chain id (`{ [mainnet.id]: 1_000 }`; a chain left out gets viem's default).
 */
export type PerChain<T> = T | { readonly [chainId: number]: T | undefined }

/**
 * The viem client options createConfig passes to each chain's viem Client (wagmi's set:
 * viem's ClientConfig without `chain`, `transport`, `key`, `name`, `type`; nor `account`,
 * which is the connected wallet's here). `batch` and `pollingInterval` also steer the kit's
 * own reader and polling (see CreateConfigParameters).
 */
export type ClientOptions = Pick<ClientConfig, 'batch' | 'cacheTime' | 'ccipRead' | 'dataSuffix' | 'experimental_blockTag' | 'pollingInterval' | 'rpcSchema'>

/**
 * Parameters of createConfig: wagmi's options (chains, connectors, transports, storage,
 * ssr, multiInjectedProviderDiscovery, syncConnectedChain, client, and viem's client
 * options such as batch, pollingInterval and cacheTime) and the kit's own (appName,
 * storageKey, discover, safePollInterval). Any other option is refused, by TypeScript and
 * at run time (`createConfig: unknown option "foo".`).
 */
export type CreateConfigParameters<
  chains extends readonly [Chain, ...Chain[]] = readonly [Chain, ...Chain[]],
  transports extends PartialTransports<chains> = Record<chains[number]['id'], Transport>,
  connectorFns extends readonly CreateConnectorFn[] = readonly CreateConnectorFn[],
> = {
  /** The chains the app supports; the first is the default. */
  chains: chains
  /** The wallets the app offers, as connector factories (`injected()`, `walletConnect({...})`, ...). Default none. */
  connectors?: connectorFns | undefined
  /**
   * wagmi's transports, per chain id: which node(s) the kit talks to for that chain. An
   * `http(url)` transport, or a `fallback([...])` of them, is read for its URLs: the kit
   * sends to them with its own JSON-RPC batching, Multicall3 reads and failover (first URL
   * preferred), and the transports' own options (retries, timeout, batch, rank) have no
   * effect. Any other transport (`webSocket(url)`, `custom(provider)`, an `http` with
   * `fetchOptions`) is used as given through viem for that chain. A chain left out uses its
   * `rpcUrls` (wagmi requires an entry per chain; the kit does not).
   */
  transports?: transports | undefined
  /** wagmi's alternative to `transports`: the viem Client to use for a chain (reads go through it too). Given both, `client` wins. */
  client?: ((parameters: { chain: chains[number] }) => Client) | undefined
  /**
   * Where the kit keeps what must survive a reload (see createStorage; default localStorage
   * under `storageKey`). `null`, as in wagmi, keeps nothing across reloads (memory only).
   */
  storage?: KitStorage | null | undefined
  /**
   * wagmi's server-rendering flag. No effect here: the kit always behaves as wagmi does with
   * `ssr: true` (discovery and storage reads start once mounted), so any value is accepted.
   */
  ssr?: boolean | undefined
  /**
   * EIP-6963 discovery of installed wallets (https://eips.ethereum.org/EIPS/eip-6963), on by
   * default as in wagmi: `@porch/kit`'s createConfig then uses `injectedDiscovery()` (loaded
   * on demand) unless `discover` says otherwise. `false` discovers nothing, `discover` or not.
   */
  multiInjectedProviderDiscovery?: boolean | undefined
  /**
   * Reads (and `useChainId`) follow the connected wallet's chain when it is a configured one
   * (default true, as wagmi). `false`: they stay on the config's first chain unless a
   * `chainId` is passed.
   */
  syncConnectedChain?: boolean | undefined
  /**
   * viem's batch option, for every chain or per chain. `multicall: false` sends each contract
   * read as its own `eth_call` (still one JSON-RPC batch per tick), never through Multicall3;
   * `multicall: { batchSize, wait }` sets the kit's reader's batch (differs from viem:
   * `batchSize` counts calls per Multicall3 call, not bytes of calldata; `wait` defaults to
   * 16 ms, not 0). Default: Multicall3 batching, as wagmi's `{ multicall: true }`.
   */
  batch?: PerChain<ClientOptions['batch']> | undefined
  /** How often, in milliseconds, the kit polls a node (new blocks, receipts). Default 4000 (viem: from the chain's block time). */
  pollingInterval?: PerChain<number | undefined> | undefined
  /** viem's `cacheTime` for each chain's viem Client (how long a block number is reused). */
  cacheTime?: PerChain<number | undefined> | undefined
  /** viem's CCIP Read option (EIP-3668), for each chain's viem Client. */
  ccipRead?: PerChain<ClientOptions['ccipRead']> | undefined
  /** viem's `dataSuffix`, for each chain's viem Client (not for transactions the wallet sends). */
  dataSuffix?: PerChain<ClientOptions['dataSuffix']> | undefined
  /** viem's default block tag, for each chain's viem Client (the kit's batched reader reads `latest`). */
  experimental_blockTag?: PerChain<ClientOptions['experimental_blockTag']> | undefined
  /** viem's typed JSON-RPC schema, for each chain's viem Client. */
  rpcSchema?: PerChain<ClientOptions['rpcSchema']> | undefined
  /**
   * Shown in wallet prompts and messages. Default: the page's `document.title`, else its
   * host (`'this app'` on a server). wagmi has no such option.
   */
  appName?: string | undefined
  /**
   * Prefix of the keys the kit keeps in localStorage (`<storageKey>.lastConnector`, ...):
   * letters, digits and underscore. Default `'porch'`. An app that stored state under an
   * earlier name passes that name so its users keep their state. Ignored with `storage`.
   */
  storageKey?: string | undefined
  /**
   * Extra connectors found at run time (EIP-6963) plug in through this. Discovery starts
   * with `start()` (PorchProvider calls it once mounted), never in createConfig, so the
   * server and the hydrating client see the same connectors.
   */
  discover?: ((add: (fn: CreateConnectorFn) => void) => () => void) | undefined
  /** ms between two questions about a proposed Safe transaction (default 15 s). */
  safePollInterval?: number | undefined
}

/**
 * The transports createConfig takes: wagmi's `Record<chainId, Transport>`, except that a
 * chain may be left out (it then uses its own `rpcUrls`).
 */
export type PartialTransports<chains extends readonly [Chain, ...Chain[]]> = { readonly [id in chains[number]['id']]?: Transport | undefined }

/** The transports a config holds per chain id: the app's, and viem's `Transport` for a chain it left out. */
export type FilledTransports<chains extends readonly [Chain, ...Chain[]], transports> = {
  [id in chains[number]['id']]: id extends keyof transports ? Exclude<transports[id], undefined> : Transport
}

/**
 * wagmi's `State`, what `config.state` holds: the chain reads use (`chainId`), the live
 * connections by connector uid (at most one here) and the current one's uid, and the
 * connection status (the kit's `unauthenticated` is `connected` here: the wallet is).
 */
export interface ConfigState<chains extends readonly [Chain, ...Chain[]] = readonly [Chain, ...Chain[]]> {
  /** The chain reads use (see getChainId). */
  chainId: chains[number]['id']
  /** The live connections, by connector uid. */
  connections: Map<string, Connection>
  /** The uid of the connector in use; null while none is. */
  current: string | null
  /** Where the connection stands. */
  status: 'connected' | 'connecting' | 'disconnected' | 'reconnecting'
}

/**
 * One app's wallet configuration and state: chains, connectors, the store, viem clients.
 * Made by createConfig; pass it to every action and to PorchProvider. Generic as wagmi's
 * `Config<chains, transports, connectorFns>`: it carries the configured chain ids, so
 * actions and (through Register) hooks refuse a chain the app does not configure.
 */
export type Config<
  chains extends readonly [Chain, ...Chain[]] = readonly [Chain, ...Chain[]],
  transports extends Record<chains[number]['id'], Transport> = Record<chains[number]['id'], Transport>,
  connectorFns extends readonly CreateConnectorFn[] = readonly CreateConnectorFn[],
> = {
  /** The chains the app supports, as passed to createConfig; the first is the default. */
  readonly chains: chains
  /**
   * wagmi's `connectors`: the connectors now (the app's, then those discovered through
   * EIP-6963), as `getConnectors()` returns them. Typed per connector the app passed, as
   * wagmi types it; discovered ones follow at run time.
   */
  readonly connectors: Readonly<{ [key in keyof connectorFns]: Connector }>
  /**
   * wagmi's `state` (see ConfigState), built from the kit's store (`getState()`), the same
   * object while nothing in it changed.
   */
  readonly state: ConfigState<chains>
  /**
   * wagmi's `setState`: sets the connection from a ConfigState (its current connection's
   * accounts, chain and connector; none: disconnected). The kit's store holds one
   * connection, so other entries of `connections` are dropped.
   */
  setState<tchains extends readonly [Chain, ...Chain[]] = chains>(value: ConfigState<tchains> | ((state: ConfigState<tchains>) => ConfigState<tchains>)): void
  /**
   * wagmi's `subscribe`: calls `listener(selected, previous)` whenever `selector(state)`
   * changes (by `equalityFn`, default `Object.is`); `emitImmediately` calls it once at once.
   * Returns the unsubscribe function.
   */
  subscribe<state>(
    selector: (state: ConfigState<chains>) => state,
    listener: (state: state, previousState: state) => void,
    options?: { emitImmediately?: boolean | undefined; equalityFn?: ((a: state, b: state) => boolean) | undefined } | undefined,
  ): () => void
  /** wagmi's `ssr` flag as the app passed it (default false); the kit behaves as with `true` either way. */
  readonly ssr: boolean
  /** The app's name, shown in wallet prompts and messages. */
  readonly appName: string
  /**
   * Where the kit keeps what must survive a reload (see createStorage): wagmi's `Storage`
   * (`key`, `getItem`, `setItem`, `removeItem`) and the kit's validated `get`/`set`/`remove`.
   * Never null: wagmi's `storage: null` gives a storage in memory (nothing survives a reload).
   */
  readonly storage: KitStorage
  /** How often, in milliseconds, the kit's clients poll a node (createConfig's `pollingInterval`, default 4000). */
  readonly pollingInterval: number
  /** Whether reads follow the connected wallet's chain (createConfig's `syncConnectedChain`, default true). */
  readonly syncConnectedChain: boolean
  /** The connection state (status, accounts, chain, connector): read it, subscribe to it. */
  readonly store: Store<State>
  /** Connection events (`connect`, `disconnect`, `message`) after the store applied them. */
  readonly emitter: Emitter<ConfigEvents>
  /** The connection state now (same as `store.getState()`). */
  getState(): State
  /**
   * The state the server rendered and the client hydrates with: the live state until
   * `start()`, then frozen as it was then (useSyncExternalStore's server snapshot).
   */
  getServerState(): State
  /** The connectors before `start()` (the configured ones): what the server rendered. */
  getServerConnectors(): readonly Connector[]
  /**
   * Starts what needs a browser: wallet discovery (`discover`). Only the first call does
   * anything and returns true. PorchProvider calls it once mounted (through `hydrate`); an
   * app without React calls `hydrate(config).onMount()` once its page runs.
   */
  start(): boolean
  /** Current connectors (static ones first, then discovered ones, deduplicated by id). */
  getConnectors(): readonly Connector[]
  /** Call `listener` whenever the connector list changes (a wallet announced itself); returns the unsubscribe function. */
  subscribeConnectors(listener: () => void): () => void
  /** The connector with this id, or undefined when there is none. */
  getConnector(id: string): Connector | undefined
  /**
   * wagmi's `getClient({ chainId })`: the viem Client for a configured chain (default: the
   * chain reads use now, as `state.chainId`), typed per chain (its transport's `type`); its
   * transport code loads on first use. Throws for a chain the app does not configure.
   */
  getClient<chainId extends chains[number]['id']>(parameters?: {
    chainId?: chainId | chains[number]['id'] | undefined
  }): Client<transports[chainId], Extract<chains[number], { id: chainId }>>
  /**
   * @deprecated Pass `{ chainId }`, as wagmi does (`config.getClient({ chainId })`); this form
   * (a chain id, default the first chain) goes in the next release.
   */
  getClient(chainId: number | undefined): Client<Transport, Chain>
  /** Batched reader (one Multicall3 call per 16 ms) for a configured chain (default: the first). */
  getReader(chainId?: number): Reader
  /** True when `chainId` is one of the configured chains (false for undefined). */
  isChainSupported(chainId: number | undefined): boolean
  /**
   * EIP-5792 atomic batching per `${connectorId}:${account}:${chainId}`, so the wallet is
   * asked once per account and chain, not per click. Emptied on disconnect.
   */
  readonly atomicSupport: Map<string, Promise<AtomicStatus>>
  /**
   * Recent transactions, per account and chain: persisted in `storage`, followed to their
   * end. Writes add to it (their `recent` option); when an entry is final the config emits
   * `refresh` for its chain. Its code loads on demand.
   */
  readonly transactions: TransactionStore
  /** Stop discovery and drop listeners (tests, hot reload). */
  destroy(): void
}
