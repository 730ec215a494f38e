import { createContext, useContext } from 'react'
import type { Config } from '../core/config'
import type { QueryCache } from '../core/query'
import type { ResolvedRegister } from '../core/register'
import type { WalletGroup } from '../core/wallets/types'
import { WagmiProviderNotFoundError } from './errors'

export interface KitContextValue {
  config: Config
  queries: QueryCache
  /** The app's wallet groups, checked; undefined: the picker's default ('Popular'). */
  wallets: readonly WalletGroup[] | undefined
}

export const KitContext = createContext<KitContextValue | null>(null)

export const PROVIDER_NAME = 'PorchProvider'

export function useKit(): KitContextValue {
  const kit = useContext(KitContext)
  if (!kit) throw new WagmiProviderNotFoundError(PROVIDER_NAME)
  return kit
}

/** Parameters of useConfig and of the hooks that take wagmi's `config` (wagmi's ConfigParameter). */
export type UseConfigParameters<config extends Config = Config> = {
  /** Use this config instead of the nearest provider's. */
  config?: Config | config | undefined
}

export type { ConfigParameter } from '../core/config/parameters'

/** What useConfig returns: the config (wagmi's `UseConfigReturnType<config>`). */
export type UseConfigReturnType<config extends Config = Config> = config

/**
 * The config of the nearest PorchProvider, or `parameters.config` (throws outside a
 * provider without one), typed as the app registered it (see Register).
 */
export function useConfig<config extends Config = ResolvedRegister['config']>(parameters: UseConfigParameters<config> = {}): UseConfigReturnType<config> {
  const kit = useContext(KitContext)
  const config = parameters.config ?? kit?.config
  if (!config) throw new WagmiProviderNotFoundError(PROVIDER_NAME)
  return config as config
}

/** The wallet groups given to the provider, or undefined for the default list. */
export function useWalletGroups(): readonly WalletGroup[] | undefined {
  return useKit().wallets
}
