import { createContext, useContext } from 'react'
import type { Config } from '../core/config'
import type { QueryCache } from '../core/query'
import type { ResolvedRegister } from '../core/register'
import type { WalletGroup } from '../core/wallets/types'

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
  if (!kit) throw new Error(`Wallet hooks must be used within ${PROVIDER_NAME}`)
  return kit
}

/** The config of the nearest PorchProvider (throws outside one), typed as the app registered it (see Register). */
export function useConfig(): ResolvedRegister['config'] {
  return useKit().config as ResolvedRegister['config']
}

/** The wallet groups given to the provider, or undefined for the default list. */
export function useWalletGroups(): readonly WalletGroup[] | undefined {
  return useKit().wallets
}
