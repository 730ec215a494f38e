import { lazyImport } from '../core/lazy'
import type { GetBlobBaseFeeReturnType } from '../core/actions/getBlobBaseFee'
import type { UseQueryReturnType } from './query/types'
import { useChainRead, type ChainReadParameters } from './useChainRead'

const loadAction = lazyImport(() => import('../core/actions/getBlobBaseFee'))

/** Parameters of useBlobBaseFee (wagmi's). */
export type UseBlobBaseFeeParameters<TSelected = GetBlobBaseFeeReturnType> = ChainReadParameters<GetBlobBaseFeeReturnType, TSelected>

/** What useBlobBaseFee returns: the base fee per blob gas in wei in `data`. */
export type UseBlobBaseFeeReturnType<TSelected = GetBlobBaseFeeReturnType> = UseQueryReturnType<TSelected>

/** The current base fee per blob gas (EIP-4844), refreshed with the chain's other reads; an error on a chain before Cancun. */
export function useBlobBaseFee<TSelected = GetBlobBaseFeeReturnType>(parameters: UseBlobBaseFeeParameters<TSelected> = {}): UseBlobBaseFeeReturnType<TSelected> {
  return useChainRead<GetBlobBaseFeeReturnType, TSelected>({
    config: parameters.config,
    kind: 'blobBaseFee',
    chainId: parameters.chainId,
    scopeKey: parameters.scopeKey,
    parts: null,
    ready: true,
    query: parameters.query,
    read: async (config, id) => (await loadAction()).getBlobBaseFee(config, { chainId: id }),
  })
}
