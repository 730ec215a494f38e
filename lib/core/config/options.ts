import type { Chain } from 'viem'
import { refuseUnknownOptions } from '../options'
import type { ClientOptions, CreateConfigParameters, PerChain } from './types'

/** Every option createConfig knows; `satisfies` keeps this list and the parameter type in step. */
const KNOWN = {
  chains: true,
  connectors: true,
  transports: true,
  client: true,
  storage: true,
  ssr: true,
  multiInjectedProviderDiscovery: true,
  syncConnectedChain: true,
  batch: true,
  pollingInterval: true,
  cacheTime: true,
  ccipRead: true,
  dataSuffix: true,
  experimental_blockTag: true,
  rpcSchema: true,
  appName: true,
  storageKey: true,
  discover: true,
  safePollInterval: true,
} as const satisfies Record<keyof CreateConfigParameters, true>

const CONFIG_OPTIONS: ReadonlySet<string> = new Set(Object.keys(KNOWN))

/** The viem client options passed through to each chain's viem Client. */
const CLIENT_OPTIONS = ['batch', 'cacheTime', 'ccipRead', 'dataSuffix', 'experimental_blockTag', 'pollingInterval', 'rpcSchema'] as const satisfies ReadonlyArray<keyof ClientOptions>

/** Throws `createConfig: unknown option "<name>".` for an option createConfig does not know. */
export function checkConfigOptions(params: CreateConfigParameters): void {
  refuseUnknownOptions('createConfig', params, CONFIG_OPTIONS)
  if (params.client && params.transports) throw new TypeError('createConfig: pass "transports" or "client", not both.')
}

/**
 * A per-chain option's value for `chain`, by wagmi's rule: an object keyed by configured
 * chain ids is per chain (a chain left out gets undefined); any other value is for all.
 */
export function forChain<T>(value: PerChain<T> | undefined, chain: Chain, chains: readonly Chain[]): T | undefined {
  if (typeof value !== 'object' || value === null) return value as T | undefined
  const byChain = value as Record<number, T | undefined>
  if (chain.id in byChain) return byChain[chain.id]
  return chains.some((c) => c.id in byChain) ? undefined : (value as T)
}

/** The viem client options the app gave for `chain` (only those it gave). */
export function clientOptionsFor(params: CreateConfigParameters, chain: Chain): Partial<ClientOptions> {
  const options: Record<string, unknown> = {}
  for (const key of CLIENT_OPTIONS) {
    const value = forChain<unknown>(params[key] as PerChain<unknown>, chain, params.chains)
    if (value !== undefined) options[key] = value
  }
  return options as Partial<ClientOptions>
}

/** How the kit's reader batches for a chain, from viem's `batch` option (undefined: the reader's defaults). */
export interface ReaderBatch {
  /** False: no Multicall3, one eth_call per read (still one JSON-RPC batch per tick). */
  multicall: boolean
  /** Calls per Multicall3 call. */
  batchSize?: number | undefined
  /** ms to collect reads before sending. */
  wait?: number | undefined
}

export function readerBatchOf(batch: ClientOptions['batch']): ReaderBatch {
  const multicall = batch?.multicall
  if (multicall === undefined || multicall === true) return { multicall: true }
  if (multicall === false) return { multicall: false }
  return { multicall: true, batchSize: multicall.batchSize, wait: multicall.wait }
}

/** The app's name when it passes none: the page's title, else its host; 'this app' on a server. */
export function defaultAppName(): string {
  if (typeof document === 'undefined' || typeof location === 'undefined') return 'this app'
  return document.title.trim() || location.host || 'this app'
}
