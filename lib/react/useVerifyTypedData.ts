import type { Config } from '../core/config'
import type { TypedData } from 'viem'
import { lazyImport } from '../core/lazy'
import type { VerifyTypedDataParameters, VerifyTypedDataReturnType } from '../core/actions/verifyTypedData'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UnionExactPartial, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadAction = lazyImport(() => import('../core/actions/verifyTypedData'))

/** Parameters of useVerifyTypedData (wagmi's): verifyTypedData's (typed from `types`), all optional, and `query`. */
export type UseVerifyTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
  TSelected = VerifyTypedDataReturnType,
> = UnionExactPartial<VerifyTypedDataParameters<typedData, primaryType>> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<VerifyTypedDataReturnType, TSelected>
}

/** What useVerifyTypedData returns: `data` true when `address` signed the typed data. */
export type UseVerifyTypedDataReturnType<TSelected = VerifyTypedDataReturnType> = UseQueryReturnType<TSelected>

/**
 * Whether `address` signed the EIP-712 typed data (EOA, ERC-1271 or ERC-6492 signature,
 * checked on the chain's node). Nothing is read until `address`, `message`, `primaryType`,
 * `signature` and `types` are all given. Not refreshed with the chain's reads (see useVerifyMessage).
 */
export function useVerifyTypedData<const typedData extends TypedData | Record<string, unknown>, primaryType extends keyof typedData | 'EIP712Domain', TSelected = VerifyTypedDataReturnType>(
  parameters: UseVerifyTypedDataParameters<typedData, primaryType, TSelected> = {} as UseVerifyTypedDataParameters<typedData, primaryType, TSelected>,
): UseVerifyTypedDataReturnType<TSelected> {
  const config = useConfig(parameters)
  const { query, chainId: _chainId, config: _config, ...rest } = parameters
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  const { address, message, primaryType, signature, types } = rest as { address?: unknown; message?: unknown; primaryType?: unknown; signature?: unknown; types?: unknown }
  const ready = [address, message, primaryType, signature, types].every((v) => v !== undefined) && chainId !== undefined
  return useReadQuery<VerifyTypedDataReturnType, TSelected>(
    {
      config,
      key: ready ? queryKey('verifyTypedData', chainId, rest) : undefined,
      chainId,
      error,
      refresh: false,
      fn: async () => (await loadAction()).verifyTypedData<typedData, primaryType>(config, { ...rest, chainId } as VerifyTypedDataParameters<typedData, primaryType>),
    },
    query,
  )
}
