import { fillPath } from '../query'
import type { CallOptions, ServiceHttp } from '../request'
import { balancesAnswer, collectiblesAnswer, collectiblesPage, ownedSafesAnswer, safeInfoAnswer, stringList, transactionPage } from '../shapes'
import type { ChainIdParam } from '../types/common'
import type {
  BalancesQuery,
  CollectiblesQuery,
  FiatCurrencies,
  IncomingTransfersQuery,
  ModuleTransactionsQuery,
  MultisigTransactionsQuery,
  OwnedSafes,
  SafeBalanceResponse,
  SafeCollectible,
  SafeCollectiblesPage,
  SafeInfo,
} from '../types/safe'
import type { IncomingTransfersPage, ModuleTransactionsPage, MultisigTransactionsPage } from '../types/transactions'

/** Options of list endpoints: `pageUrl` is a page's `next`/`previous` link. */
export interface PageOptions extends CallOptions {
  /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
  pageUrl?: string | null
}

/** A Safe's state, balances, collectibles and raw transaction lists; owners' Safes. */
export function safeEndpoints(http: ServiceHttp) {
  return {
    /** Owners, threshold, nonce, version and modules of a Safe. */
    getSafeInfo: async (chainId: ChainIdParam, address: string, options?: CallOptions): Promise<SafeInfo> =>
      http.get(fillPath('/v1/chains/{chainId}/safes/{address}', { chainId, address }), safeInfoAnswer, options),

    /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
    getIncomingTransfers: async (
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      chainId: ChainIdParam,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      address: string,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      query?: IncomingTransfersQuery,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      options?: PageOptions,
    ): Promise<IncomingTransfersPage> =>
      http.get(fillPath('/v1/chains/{chainId}/safes/{address}/incoming-transfers/', { chainId, address }), transactionPage, {
        ...options,
        query,
      }),

    /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
    getModuleTransactions: async (
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      chainId: ChainIdParam,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      address: string,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      query?: ModuleTransactionsQuery,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      options?: PageOptions,
    ): Promise<ModuleTransactionsPage> =>
      http.get(fillPath('/v1/chains/{chainId}/safes/{address}/module-transactions/', { chainId, address }), transactionPage, {
        ...options,
        query,
      }),

    /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
    getMultisigTransactions: async (
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      chainId: ChainIdParam,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      address: string,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      query?: MultisigTransactionsQuery,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      options?: PageOptions,
    ): Promise<MultisigTransactionsPage> =>
      http.get(fillPath('/v1/chains/{chainId}/safes/{address}/multisig-transactions/', { chainId, address }), transactionPage, {
        ...options,
        query,
      }),

    /** Token balances priced in `currency` (a code from getFiatCurrencies, lower case). */
    getBalances: async (
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      chainId: ChainIdParam,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      address: string,
      currency = 'usd',
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      query?: BalancesQuery,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      options?: CallOptions,
    ): Promise<SafeBalanceResponse> =>
      http.get(fillPath('/v1/chains/{chainId}/safes/{address}/balances/{currency}', { chainId, address, currency }), balancesAnswer, {
        ...options,
        query,
      }),

    /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
    getFiatCurrencies: async (options?: CallOptions): Promise<FiatCurrencies> =>
      http.get('/v1/balances/supported-fiat-codes', stringList, options),

    /** Safes on this chain that `ownerAddress` is an owner of. */
    getOwnedSafes: async (chainId: ChainIdParam, ownerAddress: string, options?: CallOptions): Promise<OwnedSafes> =>
      http.get(fillPath('/v1/chains/{chainId}/owners/{address}/safes', { chainId, address: ownerAddress }), ownedSafesAnswer, options),

    /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
    getCollectibles: async (
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      chainId: ChainIdParam,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      address: string,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      query?: CollectiblesQuery,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      options?: CallOptions,
    ): Promise<SafeCollectible[]> =>
      http.get(fillPath('/v1/chains/{chainId}/safes/{address}/collectibles', { chainId, address }), collectiblesAnswer, { ...options, query }),

    /** The paginated (v2) form of getCollectibles. */
    getCollectiblesPage: async (
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      chainId: ChainIdParam,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      address: string,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      query?: CollectiblesQuery,
      /** A page's `next` or `previous` link from an earlier answer; replaces path and query. */
      options?: PageOptions,
    ): Promise<SafeCollectiblesPage> =>
      http.get(fillPath('/v2/chains/{chainId}/safes/{address}/collectibles', { chainId, address }), collectiblesPage, { ...options, query }),
  }
}
