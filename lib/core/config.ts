import type { Chain, Client } from 'viem'
import { chainRpcUrls, createReadClient } from './client'
import { RPC_DEFAULTS } from './transport/defaults'
import { createEmitter, type Emitter } from './emitter'
import { deferredReader } from './read/deferred'
import { lazyImport } from './lazy'
import { createRpcHealth, type RpcHealth } from './transport/health'
import type { Reader } from './read/types'
import { markConnected } from './connected'
import { createStorage, type KitStorage } from './storage'
import { createStore, type Store } from './store'
import type { ConfigEvents, Connector, ConnectorEvents, CreateConnectorFn, State } from './types'
import type { AtomicStatus } from './calls/capabilities'

export type { ConfigEvents } from './types'

/** Parameters of createConfig. */
export interface CreateConfigParameters {
  /** The chains the app supports; the first is the default. */
  chains: readonly [Chain, ...Chain[]]
  /** The wallets the app offers, as connector factories (`injected()`, `walletConnect({...})`, ...). Default none. */
  connectors?: readonly CreateConnectorFn[]
  /** Shown in wallet prompts and messages. */
  appName: string
  /**
   * Prefix of the keys the kit keeps in localStorage (`<storageKey>.lastConnector`, ...):
   * letters, digits and underscore. Default `'porch'`. An app that stored state under an
   * earlier name passes that name so its users keep their state. Ignored with `storage`.
   */
  storageKey?: string
  /** Where the kit keeps what must survive a reload (default: localStorage under `storageKey`). */
  storage?: KitStorage
  /** How often, in milliseconds, the kit's viem clients poll a node (new blocks, receipts). Default 4000. */
  pollingInterval?: number
  /** Extra connectors found at run time (EIP-6963) plug in through this. */
  discover?: (add: (fn: CreateConnectorFn) => void) => () => void
}

/** One app's wallet configuration and state: chains, connectors, the store, viem clients. Made by createConfig; pass it to every action and to PorchProvider. */
export interface Config {
  /** The chains the app supports, as passed to createConfig; the first is the default. */
  readonly chains: readonly [Chain, ...Chain[]]
  /** The app's name, shown in wallet prompts and messages. */
  readonly appName: string
  /** Where the kit keeps what must survive a reload (see createStorage). */
  readonly storage: KitStorage
  /** How often, in milliseconds, the kit's clients poll a node (createConfig's `pollingInterval`, default 4000). */
  readonly pollingInterval: number
  /** The connection state (status, accounts, chain, connector): read it, subscribe to it. */
  readonly store: Store<State>
  /** Connection events (`connect`, `disconnect`, `message`) after the store applied them. */
  readonly emitter: Emitter<ConfigEvents>
  /** The connection state now (same as `store.getState()`). */
  getState(): State
  /** Current connectors (static ones first, then discovered ones, deduplicated by id). */
  getConnectors(): readonly Connector[]
  /** Call `listener` whenever the connector list changes (a wallet announced itself); returns the unsubscribe function. */
  subscribeConnectors(listener: () => void): () => void
  /** The connector with this id, or undefined when there is none. */
  getConnector(id: string): Connector | undefined
  /**
   * viem Client for a configured chain (default: the first), for the write and receipt
   * paths; its transport code loads on first use.
   */
  getClient(chainId?: number): Client
  /** Batched reader (one Multicall3 call per 16 ms) for a configured chain (default: the first). */
  getReader(chainId?: number): Reader
  /** True when `chainId` is one of the configured chains (false for undefined). */
  isChainSupported(chainId: number | undefined): boolean
  /**
   * EIP-5792 atomic batching per `${connectorId}:${account}:${chainId}`, so the wallet is
   * asked once per account and chain, not per click. Emptied on disconnect.
   */
  readonly atomicSupport: Map<string, Promise<AtomicStatus>>
  /** Stop discovery and drop listeners (tests, hot reload). */
  destroy(): void
}

const loadChainReader = lazyImport(() => import('./read/chainReader'))

export const initialState: State = {
  status: 'disconnected',
  accounts: [],
  chainId: undefined,
  connectorId: undefined,
  error: undefined,
}

/**
 * Creates the kit's config: the chains the app supports, its connectors and the store
 * that holds the connection. Make it once per page, outside React render.
 *
 * @example
 * ```ts
 * import { createConfig, injectedDiscovery } from '@porch/kit'
 * import { mainnet } from 'viem/chains'
 *
 * const config = createConfig({ chains: [mainnet], appName: 'My app', discover: injectedDiscovery() })
 * ```
 */
export function createConfig(params: CreateConfigParameters): Config {
  const storage = params.storage ?? createStorage({ instanceId: params.storageKey })
  const store = createStore<State>(initialState)
  const emitter = createEmitter<ConfigEvents>()
  const connectors = createStore<readonly Connector[]>([])
  const clients = new Map<number, Client>()
  const readers = new Map<number, Reader>()
  /** One view of which node URL answers, per chain, shared by its reader and its client. */
  const healths = new Map<number, RpcHealth>()
  const healthFor = (chain: Chain): RpcHealth => {
    let health = healths.get(chain.id)
    if (!health) healths.set(chain.id, (health = createRpcHealth(chainRpcUrls(chain))))
    return health
  }
  const chainFor = (chainId: number | undefined): Chain => {
    const chain = params.chains.find((c) => c.id === (chainId ?? params.chains[0].id))
    if (!chain) throw new Error(`Chain ${chainId} is not configured.`)
    return chain
  }
  const cleanups: Array<() => void> = []
  const atomicSupport = new Map<string, Promise<AtomicStatus>>()
  cleanups.push(emitter.on('disconnect', () => atomicSupport.clear()))

  const addConnector = (fn: CreateConnectorFn) => {
    const connectorEmitter = createEmitter<ConnectorEvents>()
    const connector = fn({ chains: params.chains, emitter: connectorEmitter, storage, appName: params.appName })
    if (connectors.getState().some((c) => c.id === connector.id)) return // one wallet, one connector
    connectors.setState((list) => [...list, connector])
    cleanups.push(...bindConnector(connector, store, emitter, storage))
  }

  for (const fn of params.connectors ?? []) addConnector(fn)
  if (params.discover) cleanups.push(params.discover(addConnector))

  const config: Config = {
    chains: params.chains,
    appName: params.appName,
    storage,
    pollingInterval: params.pollingInterval ?? RPC_DEFAULTS.pollingInterval,
    store,
    emitter,
    getState: store.getState,
    getConnectors: connectors.getState,
    subscribeConnectors: (l) => connectors.subscribe(() => l()),
    getConnector: (id) => connectors.getState().find((c) => c.id === id),
    getClient(chainId) {
      const chain = chainFor(chainId)
      let client = clients.get(chain.id)
      if (!client) clients.set(chain.id, (client = createReadClient(chain, { pollingInterval: config.pollingInterval, health: healthFor(chain) })))
      return client
    },
    getReader(chainId) {
      const chain = chainFor(chainId)
      let reader = readers.get(chain.id)
      // The batched reader and its HTTP sender load with the first read (none happens before
      // a page shows balances), keeping them out of the first load of apps that read later.
      if (!reader) readers.set(chain.id, (reader = deferredReader(chain.id, () => loadChainReader().then((m) => m.createChainReader(chain, healthFor(chain))))))
      return reader
    },
    isChainSupported: (id) => id !== undefined && params.chains.some((c) => c.id === id),
    atomicSupport,
    destroy() {
      for (const c of cleanups.splice(0)) c()
    },
  }
  return config
}

/** Apply a connector's events to the store, but only while it is the active one. */
function bindConnector(connector: Connector, store: Store<State>, emitter: Emitter<ConfigEvents>, storage: KitStorage): Array<() => void> {
  const active = () => store.getState().connectorId === connector.id
  return [
    connector.emitter.on('change', ({ accounts, chainId }) => {
      if (!active()) return
      if (accounts && accounts.length === 0) {
        // An empty account list means disconnect.
        markDisconnected(store, emitter, connector.id)
        return
      }
      store.setState((s) => ({ ...s, accounts: accounts ?? s.accounts, chainId: chainId ?? s.chainId }))
    }),
    connector.emitter.on('connect', ({ accounts, chainId }) => {
      const s = store.getState()
      if (s.connectorId !== undefined && !active()) return
      if (s.status === 'connected' && active()) {
        store.setState((p) => ({ ...p, accounts, chainId }))
        return
      }
      // A connector that (re)connects on its own, e.g. a restored WalletConnect session.
      if (s.status === 'connecting' || s.status === 'reconnecting') return // the action finishes it
      markConnected({ store, emitter, storage }, connector.id, { accounts, chainId })
    }),
    connector.emitter.on('disconnect', () => {
      if (active()) markDisconnected(store, emitter, connector.id)
    }),
    connector.emitter.on('message', ({ type, data }) => {
      emitter.emit('message', { connectorId: connector.id, type, data })
    }),
  ]
}

export function markDisconnected(store: Store<State>, emitter: Emitter<ConfigEvents>, connectorId: string | undefined): void {
  store.setState({ ...initialState })
  emitter.emit('disconnect', { connectorId })
}
