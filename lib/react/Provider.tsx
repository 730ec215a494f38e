import { useEffect, useMemo, useState, type ReactNode } from 'react'
import type { Config } from '../core/config'
import { useHydrate } from './Hydrate'
import type { State } from '../core/types'
import { createLazyQueryCache } from './lazyQueries'
import { lazyImport } from '../core/lazy'
import { setCallsStatusSource } from '../core/transactions/callsSource'

const loadBundleState = lazyImport(() => import('../core/calls/bundleState'))
import { EnsResolverContext } from './ens/context'
import { TransactionAccountContext, TransactionStoreContext } from './transactions/context'
import type { WalletGroup } from '../core/wallets/types'
import { useProviderEnsResolver } from './ens/useProviderEnsResolver'
import { useWalletGroupsCheck } from './useWalletGroupsCheck'
import { KitContext, type KitContextValue } from './context'
import { useAccountOf } from './useAccount'
import type { Catalogue, Sections } from '../core/i18n/catalogue'
import type { Locale } from '../core/i18n/locales'
import { LocaleProvider } from './i18n/react'

const NO_CATALOGUES: readonly Catalogue<Sections>[] = []

/** Props of PorchProvider: the config, and what the provider owns (ENS, refresh and Safe polling). */
export interface PorchProviderProps {
  /** The app's config from createConfig (made once, outside render). */
  config: Config
  /** Reconnect the last wallet on load (default: on). */
  autoConnect?: boolean
  /**
   * The connection the server rendered, from `cookieToInitialState(config, cookieHeader)`
   * (wagmi's name): applied before the first render, so the server HTML and the hydrating
   * client show the connected button; the wallet then confirms it once mounted.
   */
  initialState?: State | undefined
  /** Ethereum mainnet RPC for ENS names and avatars; without it lookups are off. */
  ensRpcUrl?: string
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
 * Owns the per-app state (query cache, ENS cache; recent transactions are the config's) so
 * two providers on one page never share it; once mounted, starts wallet discovery and
 * auto-reconnect (once per config, also under StrictMode) and the refresh schedule of live
 * reads (every interval while visible, on focus, backoff after failures).
 */
export function PorchProvider({
  config,
  autoConnect = true,
  initialState,
  ensRpcUrl,
  refreshInterval,
  wallets,
  locale = 'en',
  catalogues = NO_CATALOGUES,
  children,
}: PorchProviderProps) {
  // Applies the server's state during the first render (server and client alike); discovery,
  // the reconnect and storage reads start only once mounted, so hydration sees what the server saw.
  const onMount = useHydrate(config, { initialState, reconnectOnMount: autoConnect })
  const [queries] = useState(createLazyQueryCache)
  useWalletGroupsCheck(wallets)
  const value = useMemo<KitContextValue>(() => ({ config, queries, wallets }), [config, queries, wallets])
  // The recent-transactions store is the config's (framework-free); the provider starts it.
  const transactions = config.transactions
  // Bundles (EIP-5792) are only known to the wallet that sent them: ask the connected one,
  // on the bundle's chain only. The action loads on demand.
  useEffect(
    () =>
      setCallsStatusSource(config, async (chainId, id) => {
        if (config.getState().chainId !== chainId) throw new Error('The wallet is on another chain.')
        const { getBundleState } = await loadBundleState()
        return getBundleState(config, id)
      }),
    [config],
  )
  const ens = useProviderEnsResolver(ensRpcUrl, config.storage)
  useEffect(() => transactions.start(), [transactions])
  // A followed transaction or bundle is final: that chain's reads are stale now, not in 12 s.
  useEffect(() => config.emitter.on('refresh', ({ chainId }) => void queries.refetchChain(chainId)), [config, queries])
  // The schedule starts with the cache (at the first read); a page without reads has neither.
  // Its refreshes skip data younger than its readers' `query.staleTime`.
  useEffect(
    () => queries.whenLive((cache, live) => live.startRefreshScheduler({ refresh: () => cache.refetchAll({ onlyStale: true }), onSettled: cache.onSettled, interval: refreshInterval })),
    [queries, refreshInterval],
  )
  useEffect(() => void onMount(), [onMount])

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
