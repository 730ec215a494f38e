import type { Config } from '../core/config'
import type { Abi, ContractFunctionArgs, ContractFunctionName, UnionPartialBy } from 'viem'
import { lazyImport } from '../core/lazy'
import type { SimulateContractParameters, SimulateContractReturnType } from '../core/actions/simulateContract'
import { useConfig } from './context'
import { queryKey } from './query/key'
import type { QueryParameter, UseQueryReturnType } from './query/types'
import { useReadChain } from './query/useReadChain'
import { useReadQuery } from './query/useReadQuery'
import { takesNoArguments } from './query/takesNoArguments'

const loadAction = lazyImport(() => import('../core/actions/simulateContract'))

/**
 * Parameters of useSimulateContract: simulateContract's (typed from the ABI) and wagmi's
 * `query`. As in wagmi, `address` and `args` may be undefined while they are not known yet:
 * the simulation then waits (pending), it is not an error.
 */
export type UseSimulateContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  TSelected = SimulateContractReturnType<abi, functionName, args>,
> = UnionPartialBy<SimulateContractParameters<abi, functionName, args>, 'address' | 'args'> & {
  /** Read with this config instead of the provider's (wagmi's `config`). */
  config?: Config | undefined
  /** wagmi's query options: enabled, select, staleTime, gcTime, refetchInterval, placeholderData. */
  query?: QueryParameter<SimulateContractReturnType<abi, functionName, args>, TSelected>
}

/** What useSimulateContract returns: `{ result, request }` (pass `data.request` to writeContract). */
export type UseSimulateContractReturnType<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'> = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName> = ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  TSelected = SimulateContractReturnType<abi, functionName, args>,
> = UseQueryReturnType<TSelected>

/** simulateContract as a read: the result or the revert reason (ContractRevertedError) before anything is sent. */
export function useSimulateContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  TSelected = SimulateContractReturnType<abi, functionName, args>,
>(parameters: UseSimulateContractParameters<abi, functionName, args, TSelected>): UseSimulateContractReturnType<abi, functionName, args, TSelected> {
  const config = useConfig(parameters)
  const { chain, error } = useReadChain(parameters.chainId, config)
  const chainId = chain?.id
  const { query, config: _config, ...rest } = parameters
  const args = (parameters as { args?: readonly unknown[] }).args
  const account = parameters.account ?? config.getState().accounts[0]
  const ready = parameters.address !== undefined && (args !== undefined || takesNoArguments(parameters.abi, parameters.functionName))
  return useReadQuery<SimulateContractReturnType<abi, functionName, args>, TSelected>(
    {
      config,
      key: ready && chainId !== undefined ? queryKey('simulate', chainId, parameters.address, parameters.functionName, args ?? [], parameters.value, account) : undefined,
      chainId,
      error,
      fn: async () => (await loadAction()).simulateContract(config, { ...rest, chainId } as unknown as SimulateContractParameters<abi, functionName, args>),
    },
    query,
  )
}
