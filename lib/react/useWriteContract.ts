import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { ResolvedRegister } from '../core/register'
import type { WriteContractErrorType, WriteContractParameters, WriteContractReturnType } from '../core/actions/writeContract'
import { useConfig, type ConfigParameter } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/writeContract'))

/** wagmi's `WriteContractMutate`: simulate, then send; the outcome lands in the state. Typed from the ABI passed. */
export type WriteContractMutate<config extends Config = Config, context = unknown> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(
  variables: WriteContractParameters<abi, functionName, args> & { chainId?: config['chains'][number]['id'] | undefined },
  options?: MutateOptions<WriteContractReturnType, WriteContractErrorType, WriteContractParameters<abi, functionName, args>, context> | undefined,
) => void

/** wagmi's `WriteContractMutateAsync`: as WriteContractMutate, resolving with the hash (rejects with a WriteContractErrorType). */
export type WriteContractMutateAsync<config extends Config = Config, context = unknown> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(
  variables: WriteContractParameters<abi, functionName, args> & { chainId?: config['chains'][number]['id'] | undefined },
  options?: MutateOptions<WriteContractReturnType, WriteContractErrorType, WriteContractParameters<abi, functionName, args>, context> | undefined,
) => Promise<WriteContractReturnType>

/** Parameters of useWriteContract (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseWriteContractParameters<config extends Config = Config, context = unknown> = ConfigParameter<config> &
  MutationParameter<WriteContractReturnType, WriteContractErrorType, WriteContractParameters<Abi, string, readonly unknown[]>, context>

/** What useWriteContract returns (wagmi 3's `UseWriteContractReturnType`): the mutation state, `mutate` / `mutateAsync` typed from the ABI you pass, and wagmi 2's names. */
export type UseWriteContractReturnType<config extends Config = Config, context = unknown> = UseMutationReturnType<
  WriteContractReturnType,
  WriteContractErrorType,
  WriteContractParameters<Abi, string, readonly unknown[]>,
  context,
  WriteContractMutate<config, context>,
  WriteContractMutateAsync<config, context>
> & {
  /**
   * The same function as `mutate` (wagmi 2's name).
   * @deprecated use `mutate` instead (wagmi 3).
   */
  writeContract: WriteContractMutate<config, context>
  /**
   * The same function as `mutateAsync` (wagmi 2's name).
   * @deprecated use `mutateAsync` instead (wagmi 3).
   */
  writeContractAsync: WriteContractMutateAsync<config, context>
}

/**
 * writeContract as a hook: the call is simulated first, so one that would revert fails
 * with a ContractRevertedError (decoded reason) and the wallet is never asked.
 */
export function useWriteContract<config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters: UseWriteContractParameters<config, context> = {},
): UseWriteContractReturnType<config, context> {
  const config = useConfig(parameters)
  const mutation = useMutation(
    async (variables: WriteContractParameters<Abi, string, readonly unknown[]>) => (await loadAction()).writeContract(config, variables),
    parameters.mutation,
    'writeContract',
  )
  const mutate = mutation.mutate as WriteContractMutate<config, context>
  const mutateAsync = mutation.mutateAsync as WriteContractMutateAsync<config, context>
  return { ...mutation, mutate, mutateAsync, writeContract: mutate, writeContractAsync: mutateAsync }
}
