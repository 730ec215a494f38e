import type { Config } from '../core/config'
import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { UnionExactPartial } from './query/types'
import { lazyImport } from '../core/lazy'
import type { ReadContractParameters, ReadContractReturnType } from '../core/actions/readContract'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'
import { takesNoArguments } from './query/takesNoArguments'

const loadReadContract = lazyImport(() => import('../core/actions/readContract'))

/**
 * Parameters of useReadContract: readContract's (typed from the ABI) and wagmi's `query`.
 * As in wagmi, `address` and `args` may be undefined while they are not known yet (no
 * wallet connected, an address still being typed): the read is then disabled, not an error.
 */
export type UseReadContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'> = ContractFunctionName<abi, 'pure' | 'view'>,
  args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName> = ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
  TSelected = ReadContractReturnType<abi, functionName, args>,
> = UnionExactPartial<ReadContractParameters<abi, functionName, args>> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<ReadContractReturnType<abi, functionName, args>, TSelected>
}

/** What useReadContract returns: the decoded result, typed from the ABI. */
export type UseReadContractReturnType<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'> = ContractFunctionName<abi, 'pure' | 'view'>,
  args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName> = ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
  TSelected = ReadContractReturnType<abi, functionName, args>,
> = UseQueryReturnType<TSelected>

/**
 * Reads a view function, typed from the ABI (viem's types: a wrong function name or
 * argument is a compile error). Reads of one chain made in the same tick go to the node
 * as one Multicall3 call; refreshed with the other reads and at once after a followed
 * transaction. Follows the wallet's chain unless `chainId` is given.
 */
export function useReadContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
  TSelected = ReadContractReturnType<abi, functionName, args>,
>(parameters: UseReadContractParameters<abi, functionName, args, TSelected>): UseReadContractReturnType<abi, functionName, args, TSelected> {
  const config = useConfig(parameters)
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  const { address, functionName, query } = parameters
  const args = (parameters as { args?: readonly unknown[] }).args
  const { query: _query, config: _config, ...read } = parameters
  const ready = address !== undefined && parameters.abi !== undefined && functionName !== undefined && (args !== undefined || takesNoArguments(parameters.abi, functionName))
  return useReadQuery<ReadContractReturnType<abi, functionName, args>, TSelected>(
    {
      config,
      key: ready && chainId !== undefined ? queryKey('read', chainId, address, functionName, args ?? []) : undefined,
      chainId,
      error,
      fn: async () => (await loadReadContract()).readContract(config, { ...read, chainId } as unknown as ReadContractParameters<abi, functionName, args>),
    },
    query,
  )
}
