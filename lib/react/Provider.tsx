import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Config } from '../core/config'
import { createQueryCache } from '../core/query'
import { reconnect } from '../core/actions/reconnect'
import { startRefreshScheduler } from '../core/refresh'
import { lazyImport } from '../core/lazy'
import { EnsResolverContext } from '../ens/context'
import { createDeferredTransactionStore } from '../transactions/deferredStore'
import { TransactionAccountContext, TransactionStoreContext } from '../transactions/context'
import type { WalletGroup } from '../wallets/types'
import { useEnsResolver } from './useEnsResolver'
import { useWalletGroupsCheck } from './useWalletGroupsCheck'
import { KitContext, type KitContextValue } from './context'
import { useAccountOf } from './useAccount'
import type { Catalogue, Sections } from '../i18n/catalogue'
import type { Locale } from '../i18n/locales'
import { LocaleProvider } from '../i18n/react'

const NO_CATALOGUES: readonly Catalogue<Sections>[] = []

const loadGetCallsStatus = lazyImport(() => import('../core/actions/getCallsStatus'))

/** Props of PorchProvider: the config, and what the provider owns (ENS, refresh and Safe polling). */
export interface PorchProviderProps {
  /** The app's config from createConfig (made once, outside render). */
  config: Config
  /** Reconnect the last wallet on load (default: on). */
  autoConnect?: boolean
  /** Ethereum mainnet RPC for ENS names and avatars; without it lookups are off. */
  ensRpcUrl?: string
  /** ms between two questions about a proposed Safe transaction (default 15 s). */
  safePollInterval?: number
  /** ms between refreshes of the live reads while the page is visible (default 12 000). */
  refreshInterval?: number
  /**
   * The wallets the Connect modal lists, as groups in the order shown (default: one
   * 'Popular' group of the built-in wallets). Checked once mounted (the checker loads on
   * demand): a bad descriptor throws an InvalidWalletError naming the wallet and the
   * field. Keep the array stable (module level or memoized).
   */
  wallets?: readonly WalletGroup[]
  /** The language the kit speaks (default 'en'); another locale's chunk loads when chosen. */
  locale?: Locale
  /** The app's own catalogues, loaded together with the kit's so a switch shows both at once. */
  catalogues?: readonly Catalogue<Sections>[]
  /** The app; hooks and kit components work anywhere inside. */
  children: ReactNode
}

/**
 * Owns the per-app state (query cache, recent transactions, ENS cache) so two providers on
 * one page never share it; runs auto-reconnect and the refresh schedule of live reads
 * (every interval while visible, on focus, backoff after failures).
 */
export function PorchProvider({
  config,
  autoConnect = true,
  ensRpcUrl,
  safePollInterval,
  refreshInterval,
  wallets,
  locale = 'en',
  catalogues = NO_CATALOGUES,
  children,
}: PorchProviderProps) {
  const [queries] = useState(createQueryCache)
  useWalletGroupsCheck(wallets)
  const value = useMemo<KitContextValue>(() => ({ config, queries, wallets }), [config, queries, wallets])
  const [transactions] = useState(() =>
    createDeferredTransactionStore({
      storage: config.storage,
      getClient: (chainId) => (config.isChainSupported(chainId) ? config.getClient(chainId) : undefined),
      // Only the connected Safe, on its own chain, can say where its transactions stand.
      getSafeTransaction: (chainId, safeTxHash) => {
        const { status, connectorId, chainId: current } = config.getState()
        const connector = connectorId ? config.getConnector(connectorId) : undefined
        if (status !== 'connected' || current !== chainId || !connector?.getSafeTransaction) return undefined
        return connector.getSafeTransaction(safeTxHash)
      },
      safePollInterval,
      // Bundles (EIP-5792) are only known to the wallet that sent them: ask the connected one,
      // on the bundle's chain only. The action loads on demand.
      getCallsStatus: async (chainId, id) => {
        if (config.getState().chainId !== chainId) throw new Error('The wallet is on another chain.')
        const { getCallsStatus } = await loadGetCallsStatus()
        return getCallsStatus(config, { id })
      },
      pollingInterval: config.pollingInterval,
    }),
  )
  const ens = useEnsResolver(ensRpcUrl, config.storage)
  useEffect(() => transactions.start(), [transactions])
  useEffect(
    () => startRefreshScheduler({ refresh: value.queries.refetchAll, onSettled: value.queries.onSettled, interval: refreshInterval }),
    [value, refreshInterval],
  )
  useEffect(() => {
    if (autoConnect) void reconnect(config)
  }, [config, autoConnect])

  const { address, chainId } = useAccountOf(config)
  const account = useMemo(() => ({ address, chainId }), [address, chainId])
  return (
    <KitContext.Provider value={value}>
      <TransactionStoreContext.Provider value={transactions}>
        <TransactionAccountContext.Provider value={account}>
          <EnsResolverContext.Provider value={ens}>
            <LocaleProvider locale={locale} catalogues={catalogues}>
              {children}
            </LocaleProvider>
          </EnsResolverContext.Provider>
        </TransactionAccountContext.Provider>
      </TransactionStoreContext.Provider>
    </KitContext.Provider>
  )
}
