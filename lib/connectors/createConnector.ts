import { getAddress, type Address, type Chain } from 'viem'
import type { Emitter } from '../core/emitter'
import type { KitStorage } from '../core/storage'
import type { ConnectorEvents, ConnectorType, CreateConnectorFn } from '../core/types'

/** wagmi's connector storage, over the config's storage (values are JSON; `null` removes). */
export interface ConnectorStorage {
  /** The prefix of the config's keys (without its dot). */
  readonly key: string
  /** The stored value of `key`, else `defaultValue` (else null). */
  getItem<T = unknown>(key: string, defaultValue?: T | null): Promise<T | null>
  /** Store `value` under `key`; null removes it. */
  setItem(key: string, value: unknown): Promise<void>
  /** Remove `key`. */
  removeItem(key: string): Promise<void>
}

/** What a wagmi-style connector function receives (wagmi's createConnector config, without `providers` and `transports`). */
export interface CreateConnectorConfig {
  /** The app's chains. */
  readonly chains: readonly [Chain, ...Chain[]]
  /** Where the connector reports `change`, `connect`, `disconnect`, `message` and `error`. */
  readonly emitter: Emitter<ConnectorEvents>
  /** The config's storage in wagmi's shape. */
  readonly storage: ConnectorStorage
}

/** A connector as wagmi's createConnector function returns it (the parts the kit uses). */
export interface CreateConnectorReturnType {
  /** Unique in a config. */
  readonly id: string
  /** Name in the wallet list. */
  readonly name: string
  /** wagmi's free-form type; one the kit does not know becomes `custom:<type>`. */
  readonly type: string
  /** Data URI or URL of the wallet's icon. */
  readonly icon?: string | undefined
  /** EIP-6963 reverse-DNS id(s); the kit keeps the first. */
  readonly rdns?: string | readonly string[] | undefined
  /** Called once when the config makes the connector; a throw is emitted as `error`. */
  setup?(): Promise<void>
  /** Asks the wallet for its accounts. */
  connect(parameters?: { chainId?: number | undefined; isReconnecting?: boolean | undefined }): Promise<{ accounts: readonly (Address | { address: Address })[]; chainId: number }>
  /** Ends the session. */
  disconnect(): Promise<void>
  /** The accounts the wallet shares now. */
  getAccounts(): Promise<readonly Address[]>
  /** The wallet's chain. */
  getChainId(): Promise<number>
  /** The wallet's EIP-1193 provider. */
  getProvider(parameters?: { chainId?: number | undefined }): Promise<unknown>
  /** True when a silent reconnect is possible. */
  isAuthorized(): Promise<boolean>
  /** Asks the wallet to switch chain. */
  switchChain?(parameters: { chainId: number }): Promise<Chain>
}

const KIT_TYPES: ReadonlySet<string> = new Set(['injected', 'walletConnect', 'safe', 'coinbase', 'devnet'])

function connectorStorage(storage: KitStorage): ConnectorStorage {
  const any = (value: unknown) => value
  return {
    key: storage.prefix.slice(0, -1),
    getItem: async <T,>(key: string, defaultValue?: T | null) => (storage.get(key, any) as T | undefined) ?? defaultValue ?? null,
    setItem: async (key, value) => (value === null ? storage.remove(key) : storage.set(key, value)),
    removeItem: async (key) => storage.remove(key),
  }
}

/**
 * wagmi's `createConnector`: a connector written for wagmi (a function of the config that
 * returns `connect`, `getAccounts`, ...) as one of the kit's connector factories, for
 * `createConfig({ connectors })`. Differs from wagmi: the config it gets has no
 * `providers` (EIP-6963 details) nor `transports`; `type` is kept when the kit knows it,
 * else becomes `custom:<type>`; `switchChain` is called with `{ chainId }` only; and its
 * `on*` handlers are the connector's own business (the kit listens to `emitter`, as wagmi
 * does).
 *
 * @example
 * ```ts
 * import { createConnector } from '@porch/kit'
 *
 * export const myWallet = createConnector((config) => ({
 *   id: 'myWallet',
 *   name: 'My Wallet',
 *   type: 'myWallet',
 *   async connect() {
 *     return { accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chainId: config.chains[0].id }
 *   },
 *   async disconnect() {},
 *   async getAccounts() {
 *     return ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']
 *   },
 *   async getChainId() {
 *     return config.chains[0].id
 *   },
 *   async getProvider() {
 *     return window.ethereum
 *   },
 *   async isAuthorized() {
 *     return false
 *   },
 * }))
 * ```
 */
export function createConnector(fn: (config: CreateConnectorConfig) => CreateConnectorReturnType): CreateConnectorFn {
  return (ctx) => {
    const c = fn({ chains: ctx.chains, emitter: ctx.emitter, storage: connectorStorage(ctx.storage) })
    const rdns = typeof c.rdns === 'string' ? c.rdns : c.rdns?.[0]
    const switchChain = c.switchChain?.bind(c)
    c.setup?.().catch((error: unknown) => ctx.emitter.emit('error', { error: error instanceof Error ? error : new Error(String(error)) }))
    return {
      id: c.id,
      name: c.name,
      type: (KIT_TYPES.has(c.type) ? c.type : `custom:${c.type}`) as ConnectorType,
      ...(c.icon ? { icon: c.icon } : {}),
      ...(rdns ? { rdns } : {}),
      emitter: ctx.emitter,
      async connect(parameters) {
        const { accounts, chainId } = await c.connect(parameters)
        // Checksummed, as wagmi's own connectors hand them over.
        return { accounts: accounts.map((a) => getAddress(typeof a === 'string' ? a : a.address)), chainId }
      },
      disconnect: () => c.disconnect(),
      getAccounts: async () => (await c.getAccounts()).map((a) => getAddress(a)),
      getChainId: () => c.getChainId(),
      getProvider: () => c.getProvider() as ReturnType<ReturnType<CreateConnectorFn>['getProvider']>,
      isAuthorized: () => c.isAuthorized(),
      ...(switchChain ? { switchChain: async (chainId: number) => void (await switchChain({ chainId })) } : {}),
    }
  }
}
