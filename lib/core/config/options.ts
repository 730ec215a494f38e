import type { Chain } from 'viem'
import { refuseUnknownOptions } from '../options'
import type { ClientOptions, CreateConfigParameters, PerChain } from './types'

/**
 * Every option createConfig knows (`satisfies` keeps this list and the parameter type in
 * step), 1 for the viem client options it passes through to each chain's viem Client.
 */
const OPTIONS = {
  chains: 0,
  connectors: 0,
  transports: 0,
  client: 0,
  storage: 0,
  ssr: 0,
  multiInjectedProviderDiscovery: 0,
  syncConnectedChain: 0,
  appName: 0,
  storageKey: 0,
  discover: 0,
  safePollInterval: 0,
  batch: 1,
  cacheTime: 1,
  ccipRead: 1,
  dataSuffix: 1,
  experimental_blockTag: 1,
  pollingInterval: 1,
  rpcSchema: 1,
} as const satisfies Record<keyof CreateConfigParameters, 0 | 1>

const CONFIG_OPTIONS: ReadonlySet<string> = new Set(Object.keys(OPTIONS))
const CLIENT_OPTIONS = Object.keys(OPTIONS).filter((key) => OPTIONS[key as keyof typeof OPTIONS]) as Array<keyof ClientOptions>

/** Throws `createConfig: unknown option "<name>".` for an option createConfig does not know. */
export function checkConfigOptions(params: CreateConfigParameters): void {
  refuseUnknownOptions('createConfig', params, CONFIG_OPTIONS)
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

/** The app's name when it passes none: the page's title, else its host; 'this app' on a server. */
export function defaultAppName(): string {
  return typeof document === 'undefined' ? 'this app' : document.title || location.host
}
