import type { Config } from '../core/config'
import type { ContractFunctionParameters } from 'viem'
import { lazyImport } from '../core/lazy'
import type { ReadContractsParameters, ReadContractsReturnType } from '../core/actions/readContracts'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'

const loadReadContracts = lazyImport(() => import('../core/actions/readContracts'))

/** Parameters of useReadContracts: readContracts' and wagmi's `query`. */
export type UseReadContractsParameters<
  contracts extends readonly unknown[] = readonly ContractFunctionParameters[],
  allowFailure extends boolean = true,
  TSelected = ReadContractsReturnType<contracts, allowFailure>,
> = ReadContractsParameters<contracts, allowFailure> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<ReadContractsReturnType<contracts, allowFailure>, TSelected>
}

/** What useReadContracts returns: one result per read, typed from each ABI. */
export type UseReadContractsReturnType<
  contracts extends readonly unknown[] = readonly ContractFunctionParameters[],
  allowFailure extends boolean = true,
  TSelected = ReadContractsReturnType<contracts, allowFailure>,
> = UseQueryReturnType<TSelected>

/**
 * Several reads at once (each may name its chain; without one it follows the wallet's).
 * The reads of one chain go out as one Multicall3 call. `allowFailure` (default true):
 * each result is `{ result, status }` or `{ error, status }`.
 */
export function useReadContracts<const contracts extends readonly unknown[], allowFailure extends boolean = true, TSelected = ReadContractsReturnType<contracts, allowFailure>>(
  parameters: UseReadContractsParameters<contracts, allowFailure, TSelected>,
): UseReadContractsReturnType<contracts, allowFailure, TSelected> {
  const config = useConfig(parameters)
  const { query, config: _config, ...read } = parameters
  const contracts = read.contracts as readonly { address?: string; functionName?: string; args?: readonly unknown[]; chainId?: number }[]
  // The wallet's chain matters only to reads that name none: reads that all name theirs
  // keep their key, and are no error, while the wallet is on another chain.
  const followsWallet = contracts.some((c) => c.chainId === undefined)
  const { chain, error } = useReadChain(followsWallet ? undefined : contracts[0]?.chainId, config)
  const walletChainId = chain?.id
  const chainIds = contracts.map((c) => c.chainId ?? walletChainId)
  const parts = contracts.map((c, i) => [chainIds[i], c.address, c.functionName, c.args ?? []])
  const chainId = chainIds[0]
  return useReadQuery<ReadContractsReturnType<contracts, allowFailure>, TSelected>(
    {
      config,
      key: chainId !== undefined ? queryKey('reads', chainId, parts, read.allowFailure ?? true) : undefined,
      // Reads of several chains are refreshed with every chain's (untagged).
      chainId: chainIds.every((id) => id === chainId) ? chainId : undefined,
      error,
      fn: async () => {
        // Reads without a chain follow the wallet's, as of this read.
        const withChain = contracts.map((c, i) => ({ ...c, chainId: chainIds[i] }))
        return (await loadReadContracts()).readContracts(config, { ...read, contracts: withChain } as unknown as ReadContractsParameters<contracts, allowFailure>)
      },
    },
    query,
  )
}
