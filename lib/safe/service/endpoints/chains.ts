import { SafeServiceError } from '../errors'
import { fillPath } from '../query'
import type { CallOptions, ServiceHttp } from '../request'
import type { ChainIdParam } from '../types/common'

/** Whether the service serves a chain. */
export function chainEndpoints(http: ServiceHttp) {
  return {
    /**
     * Whether the service serves this chain. False only on a 404: callers then rely on the
     * Safe host's own answers (e.g. getTxBySafeTxHash) instead. Other failures reject, since
     * they say nothing about the chain.
     */
    isChainServed: async (chainId: ChainIdParam, options?: CallOptions): Promise<boolean> => {
      try {
        await http.get(fillPath('/v1/chains/{chainId}', { chainId }), options)
        return true
      } catch (error) {
        if (error instanceof SafeServiceError && error.status === 404) return false
        throw error
      }
    },
  }
}
