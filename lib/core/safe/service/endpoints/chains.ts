import { SafeServiceError } from '../errors'
import { fillPath } from '../query'
import type { CallOptions, ServiceHttp } from '../request'
import { chainInfoAnswer, masterCopiesAnswer, pageOf, safeAppsAnswer } from '../shapes'
import type { ChainInfo, ChainListPage, ChainsQuery, MasterCopies, SafeAppsQuery, SafeAppsResponse } from '../types/chains'
import type { ChainIdParam } from '../types/common'
import type { PageOptions } from './safes'

/** Chain configurations, the Safe Apps list and the known Safe singletons. */
export function chainEndpoints(http: ServiceHttp) {
  const getChainConfig = async (chainId: ChainIdParam, options?: CallOptions): Promise<ChainInfo> =>
    http.get(fillPath('/v1/chains/{chainId}', { chainId }), chainInfoAnswer, options)

  /** The chain's configuration, or null when the service does not serve the chain (404). */
  const findChainConfig = async (chainId: ChainIdParam, options?: CallOptions): Promise<ChainInfo | null> => {
    try {
      return await getChainConfig(chainId, options)
    } catch (error) {
      if (error instanceof SafeServiceError && error.status === 404) return null
      throw error
    }
  }

  return {
    getChainsConfig: async (query?: ChainsQuery, options?: PageOptions): Promise<ChainListPage> =>
      http.get('/v1/chains', pageOf(chainInfoAnswer), { ...options, query }),

    getChainConfig,
    findChainConfig,

    /**
     * Whether the service serves this chain. False only on a 404: callers then rely on the
     * Safe host's own answers (e.g. getTxBySafeTxHash) instead. Other failures reject, since
     * they say nothing about the chain.
     */
    isChainServed: async (chainId: ChainIdParam, options?: CallOptions): Promise<boolean> =>
      (await findChainConfig(chainId, options)) !== null,

    getSafeApps: async (chainId: ChainIdParam, query?: SafeAppsQuery, options?: CallOptions): Promise<SafeAppsResponse> =>
      http.get(fillPath('/v1/chains/{chainId}/safe-apps', { chainId }), safeAppsAnswer, { ...options, query }),

    getMasterCopies: async (chainId: ChainIdParam, options?: CallOptions): Promise<MasterCopies> =>
      http.get(fillPath('/v1/chains/{chainId}/about/master-copies', { chainId }), masterCopiesAnswer, options),
  }
}
