import { createClient, type Chain, type Client, type Transport } from 'viem'
import { createReadClient } from './client'
import { RPC_DEFAULTS } from './transport/defaults'
import { createEmitter } from './emitter'
import { deferredReader } from './read/deferred'
import { lazyImport } from './lazy'
import { createRpcHealth, type RpcHealth } from './transport/health'
import type { Reader } from './read/types'
import { persistConnection } from './persisted'
import { createStorage, memoryStorage } from './storage'
import { createStore } from './store'
import type { ConfigEvents, Connector, ConnectorEvents, CreateConnectorFn, State } from './types'
import type { AtomicStatus } from './calls/capabilities'
import { createDeferredTransactionStore } from './transactions/deferredStore'
import { callsStatusOf } from './transactions/callsSource'
import type { Config, ConfigState, CreateConfigParameters, FilledTransports, PartialTransports } from './config/types'
import { configStateOf, currentChainId, stateFromConfigState } from './config/connections'
import { checkConfigOptions, clientOptionsFor, defaultAppName, forChain } from './config/options'
import { routeOf, type ChainRoute } from './config/transports'
import { bindConnector, connectorUid, initialState } from './config/connectors'

export type { ConfigEvents } from './types'
export type { ClientOptions, Config, ConfigState, CreateConfigParameters, FilledTransports, PartialTransports, PerChain } from './config/types'
export { initialState, markDisconnected } from './config/connectors'

const loadChainReader = lazyImport(() => import('./read/chainReader'))

/**
 * Creates the kit's config: the chains the app supports, its connectors and the store
 * that holds the connection. Make it once per page, outside React render. Takes wagmi's
 * options (see CreateConfigParameters for what each does here) and refuses any other
 * with a TypeError naming it. This is the framework-free one: `@porch/kit`'s createConfig
 * adds EIP-6963 discovery by default, as wagmi does.
 *
 * @example
 * ```ts
 * import { createConfig, http } from '@porch/kit'
 * import { mainnet } from 'viem/chains'
 *
 * const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http('https://eth.example') } })
 * ```
 */
export function createConfig<
  const chains extends readonly [Chain, ...Chain[]],
  transports extends PartialTransports<chains>,
  const connectorFns extends readonly CreateConnectorFn[] = readonly CreateConnectorFn[],
>(parameters: CreateConfigParameters<chains, transports, connectorFns>): Config<chains, FilledTransports<chains, transports>, connectorFns> {
  // Inside, the config is the plain one: the type arguments only narrow what callers see.
  const params = parameters as unknown as CreateConfigParameters
  checkConfigOptions(params)
  const chains = params.chains
  const storage =
    // wagmi's `storage: null`: nothing survives a reload, but the page keeps its state meanwhile.
    params.storage === null ? createStorage({ backend: memoryStorage() }) : (params.storage ?? createStorage({ instanceId: params.storageKey }))
  const appName = params.appName ?? defaultAppName()
  const pollingInterval = forChain(params.pollingInterval, chains[0], chains) ?? RPC_DEFAULTS.pollingInterval
  const store = createStore<State>(initialState)
  const emitter = createEmitter<ConfigEvents>()
  const connectors = createStore<readonly Connector[]>([])
  const clients = new Map<number, Client<Transport, Chain>>()
  const readers = new Map<number, Reader>()
  const routes = new Map<number, ChainRoute>()
  /** One view of which node URL answers, per chain, shared by its reader and its client. */
  const healths = new Map<number, RpcHealth>()
  // A transport is resolved when its chain is first used: an app's fallback may start work when made.
  const routeFor = (chain: Chain): ChainRoute => {
    let route = routes.get(chain.id)
    if (!route) routes.set(chain.id, (route = routeOf(chain, params.transports?.[chain.id])))
    return route
  }
  const healthFor = (chain: Chain, urls: readonly string[]): RpcHealth => {
    let health = healths.get(chain.id)
    if (!health) healths.set(chain.id, (health = createRpcHealth(urls)))
    return health
  }
  const chainFor = (chainId: number | undefined): Chain => {
    const chain = chains.find((c) => c.id === (chainId ?? chains[0].id))
    if (!chain) throw new Error(`Chain ${chainId} is not configured.`)
    return chain
  }
  const makeClient = (chain: Chain): Client<Transport, Chain> => {
    // wagmi's `client` option makes the client for the chain it is given.
    if (params.client) return params.client({ chain }) as Client<Transport, Chain>
    const options = { ...clientOptionsFor(params, chain), pollingInterval: forChain(params.pollingInterval, chain, chains) ?? pollingInterval }
    const route = routeFor(chain)
    if ('transport' in route) return createClient({ ...options, chain, transport: route.transport })
    return createReadClient(chain, { health: healthFor(chain, route.urls), client: options, transportType: route.type })
  }
  const makeReader = (chain: Chain): Reader => {
    const batch = forChain(params.batch, chain, chains)
    const route = params.client ? undefined : routeFor(chain)
    // The batched reader and its HTTP sender load with the first read (none happens before
    // a page shows balances), keeping them out of the first load of apps that read later.
    if (route && 'urls' in route) {
      const health = healthFor(chain, route.urls)
      return deferredReader(chain.id, () => loadChainReader().then((m) => m.createChainReader(chain, health, batch)))
    }
    // A transport or client the kit cannot see through: reads go through the chain's viem Client.
    return deferredReader(chain.id, () => loadChainReader().then((m) => m.createClientReader(chain, config.getClient({ chainId: chain.id }), batch)))
  }
  const cleanups: Array<() => void> = []
  const atomicSupport = new Map<string, Promise<AtomicStatus>>()
  cleanups.push(emitter.on('disconnect', () => atomicSupport.clear()), persistConnection(store, storage))

  const addConnector = (fn: CreateConnectorFn) => {
    const connectorEmitter = createEmitter<ConnectorEvents>()
    // Object.assign, not a spread: a connector may be a class instance or hold getters.
    const connector: Connector = Object.assign(fn({ chains, emitter: connectorEmitter, storage, appName }), { uid: connectorUid() })
    if (connectors.getState().some((c) => c.id === connector.id)) return // one wallet, one connector
    connectors.setState((list) => [...list, connector])
    cleanups.push(...bindConnector(connector, store, emitter, storage))
  }

  for (const fn of params.connectors ?? []) addConnector(fn)
  const serverConnectors = connectors.getState()
  let serverState: State | undefined

  const config: Config = {
    chains,
    get connectors() {
      return connectors.getState()
    },
    get state() {
      return configStateOf(config)
    },
    setState(value) {
      const next = typeof value === 'function' ? (value as unknown as (state: ConfigState) => ConfigState)(configStateOf(config)) : value
      store.setState(stateFromConfigState(config, next as ConfigState))
    },
    subscribe(selector, listener, options) {
      const equal = options?.equalityFn ?? Object.is
      let selected = selector(configStateOf(config))
      if (options?.emitImmediately) listener(selected, selected)
      return store.subscribe(() => {
        const next = selector(configStateOf(config))
        if (equal(selected, next)) return
        const previous = selected
        selected = next
        listener(next, previous)
      })
    },
    ssr: params.ssr ?? false,
    appName,
    storage,
    pollingInterval,
    syncConnectedChain: params.syncConnectedChain ?? true,
    store,
    emitter,
    getState: store.getState,
    getServerState: () => serverState ?? store.getState(),
    getServerConnectors: () => serverConnectors,
    start() {
      if (serverState) return false
      serverState = store.getState()
      if (params.discover && params.multiInjectedProviderDiscovery !== false) cleanups.push(params.discover(addConnector))
      return true
    },
    getConnectors: connectors.getState,
    subscribeConnectors: (l) => connectors.subscribe(() => l()),
    getConnector: (id) => connectors.getState().find((c) => c.id === id),
    getClient(parameters?: number | { chainId?: number | undefined }) {
      // wagmi's `{ chainId }` defaults to the chain reads use; the deprecated number form to the first chain.
      const chainId = typeof parameters === 'object' ? (parameters.chainId ?? currentChainId(config)) : parameters
      const chain = chainFor(chainId)
      let client = clients.get(chain.id)
      if (!client) clients.set(chain.id, (client = makeClient(chain)))
      return client
    },
    getReader(chainId) {
      const chain = chainFor(chainId)
      let reader = readers.get(chain.id)
      if (!reader) readers.set(chain.id, (reader = makeReader(chain)))
      return reader
    },
    isChainSupported: (id) => id !== undefined && chains.some((c) => c.id === id),
    atomicSupport,
    transactions: createDeferredTransactionStore({
      storage,
      getClient: (chainId) => (config.isChainSupported(chainId) ? config.getClient({ chainId }) : undefined),
      // Only the connected Safe, on its own chain, can say where its transactions stand.
      getSafeTransaction: (chainId, safeTxHash) => {
        const { status, connectorId, chainId: current } = store.getState()
        const connector = connectorId ? config.getConnector(connectorId) : undefined
        if (status !== 'connected' || current !== chainId || !connector?.getSafeTransaction) return undefined
        return connector.getSafeTransaction(safeTxHash)
      },
      safePollInterval: params.safePollInterval,
      // Bundles (EIP-5792) are only known to the wallet that sent them: ask the connected one,
      // on the bundle's chain only. The action loads on demand.
      getCallsStatus: (chainId, id) => callsStatusOf(config, chainId, id),
      pollingInterval,
      refreshEvents: emitter,
    }),
    destroy() {
      for (const c of cleanups.splice(0)) c()
      config.transactions.destroy()
    },
  } as Config
  return config as unknown as Config<chains, FilledTransports<chains, transports>, connectorFns>
}
