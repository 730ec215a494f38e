// The contract write hooks (useWriteContract, useWriteContractSync) are one hook over their
// action: the same simulate-then-send mutation, typed from the ABI passed at each call. They
// differ in what the action resolves with (a hash, a receipt), its errors and the variables it
// takes beyond writeContract's (`extra`: writeContractSync's polling and timeout).

import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { Config } from '../../core/config'
import type { WriteContractParameters } from '../../core/actions/writeContract'
import { useConfig, type ConfigParameter } from '../context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './types'
import { useMutation } from './useMutation'

/** A contract write hook's variables before the ABI types them (its state's `variables`). */
export type ContractWriteVariables<extra> = WriteContractParameters<Abi, string, readonly unknown[]> & extra

/**
 * A contract write hook's `mutate` (wagmi's `WriteContractMutate` shape): typed from the ABI
 * passed; the outcome lands in the state. `extra`: the action's variables beyond
 * writeContract's; `result`: what the call returns (`mutateAsync`'s is the data's promise).
 */
export type ContractWriteMutate<data, error, extra, config extends Config = Config, context = unknown, result = void> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(
  variables: WriteContractParameters<abi, functionName, args> & extra & { chainId?: config['chains'][number]['id'] | undefined },
  options?: MutateOptions<data, error, WriteContractParameters<abi, functionName, args> & extra, context> | undefined,
) => result

/** A contract write hook's `mutateAsync`: as ContractWriteMutate, resolving with the action's data (rejecting with its typed error). */
export type ContractWriteMutateAsync<data, error, extra, config extends Config = Config, context = unknown> = ContractWriteMutate<
  data,
  error,
  extra,
  config,
  context,
  Promise<data>
>

/** A contract write hook's parameters: `config` and TanStack Query's `mutation` options. */
export type ContractWriteParameters<data, error, extra, config extends Config, context> = ConfigParameter<config> & MutationParameter<data, error, ContractWriteVariables<extra>, context>

/** A contract write hook's result: the mutation state with `mutate` / `mutateAsync` typed from the ABI. */
export type ContractWriteReturnType<data, error, extra, config extends Config, context> = UseMutationReturnType<
  data,
  error,
  ContractWriteVariables<extra>,
  context,
  ContractWriteMutate<data, error, extra, config, context>,
  ContractWriteMutateAsync<data, error, extra, config, context>
>

/** The one body of the contract write hooks: `action` runs with the hook's config; `key` is its mutation key (the action's name). */
export function useContractWrite<data, error, extra, config extends Config, context>(
  parameters: ContractWriteParameters<data, error, extra, config, context>,
  action: (config: Config, variables: ContractWriteVariables<extra>) => Promise<data>,
  key: string,
): ContractWriteReturnType<data, error, extra, config, context> {
  const config = useConfig(parameters)
  const mutation = useMutation((variables: ContractWriteVariables<extra>) => action(config, variables), parameters.mutation, key)
  return mutation as ContractWriteReturnType<data, error, extra, config, context>
}
