import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { VerifyMessageParameters, VerifyMessageReturnType } from '../core/actions/verifyMessage'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadAction = lazyImport(() => import('../core/actions/verifyMessage'))

/** Parameters of useVerifyMessage (wagmi's): verifyMessage's, all optional, and `query`. */
export type UseVerifyMessageParameters<TSelected = VerifyMessageReturnType> = Partial<VerifyMessageParameters> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<VerifyMessageReturnType, TSelected>
}

/** What useVerifyMessage returns: `data` true when `address` signed `message`. */
export type UseVerifyMessageReturnType<TSelected = VerifyMessageReturnType> = UseQueryReturnType<TSelected>

/**
 * Whether `address` signed `message` (EOA, ERC-1271 or ERC-6492 signature, checked on the
 * chain's node). Nothing is read until `address`, `message` and `signature` are all given.
 * The answer is final for a given signature, so it is not refreshed with the chain's reads.
 */
export function useVerifyMessage<TSelected = VerifyMessageReturnType>(parameters: UseVerifyMessageParameters<TSelected> = {}): UseVerifyMessageReturnType<TSelected> {
  const config = useConfig(parameters)
  const { query, chainId: _chainId, config: _config, ...rest } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  const { address, message, signature } = rest
  const ready = address !== undefined && message !== undefined && signature !== undefined && chainId !== undefined
  return useReadQuery<VerifyMessageReturnType, TSelected>(
    {
      config,
      key: ready ? queryKey('verifyMessage', chainId, rest) : undefined,
      chainId,
      error,
      refresh: false,
      fn: async () => (await loadAction()).verifyMessage(config, { ...(rest as VerifyMessageParameters), chainId }),
    },
    query,
  )
}
