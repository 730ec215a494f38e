import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { ResolvedRegister } from '../core/register'
import type { WriteContractSyncErrorType, WriteContractSyncParameters, WriteContractSyncReturnType } from '../core/actions/writeContractSync'
import { useConfig, type ConfigParameter } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/writeContractSync'))

/** wagmi's `WriteContractSyncMutate`: simulate, then send; the outcome lands in the state. Typed from the ABI passed. */
export type WriteContractSyncMutate<config extends Config = Config, context = unknown> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(
  variables: WriteContractSyncParameters<abi, functionName, args> & { chainId?: config['chains'][number]['id'] | undefined },
  options?: MutateOptions<WriteContractSyncReturnType, WriteContractSyncErrorType, WriteContractSyncParameters<abi, functionName, args>, context> | undefined,
) => void

/** wagmi's `WriteContractSyncMutateAsync`: as WriteContractSyncMutate, resolving with the receipt (rejects with a WriteContractSyncErrorType). */
export type WriteContractSyncMutateAsync<config extends Config = Config, context = unknown> = <
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(
  variables: WriteContractSyncParameters<abi, functionName, args> & { chainId?: config['chains'][number]['id'] | undefined },
  options?: MutateOptions<WriteContractSyncReturnType, WriteContractSyncErrorType, WriteContractSyncParameters<abi, functionName, args>, context> | undefined,
) => Promise<WriteContractSyncReturnType>

/** Parameters of useWriteContractSync (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseWriteContractSyncParameters<config extends Config = Config, context = unknown> = ConfigParameter<config> &
  MutationParameter<WriteContractSyncReturnType, WriteContractSyncErrorType, WriteContractSyncParameters<Abi, string, readonly unknown[]>, context>

/** What useWriteContractSync returns (wagmi 3's `UseWriteContractSyncReturnType`): the mutation state, `mutate` / `mutateAsync` typed from the ABI you pass, and wagmi 2's names. */
export type UseWriteContractSyncReturnType<config extends Config = Config, context = unknown> = UseMutationReturnType<
  WriteContractSyncReturnType,
  WriteContractSyncErrorType,
  WriteContractSyncParameters<Abi, string, readonly unknown[]>,
  context,
  WriteContractSyncMutate<config, context>,
  WriteContractSyncMutateAsync<config, context>
> & {
  /**
   * The same function as `mutate` (wagmi 2's name).
   * @deprecated use `mutate` instead (wagmi 3).
   */
  writeContractSync: WriteContractSyncMutate<config, context>
  /**
   * The same function as `mutateAsync` (wagmi 2's name).
   * @deprecated use `mutateAsync` instead (wagmi 3).
   */
  writeContractSyncAsync: WriteContractSyncMutateAsync<config, context>
}

/**
 * writeContractSync as a hook: simulate, send, and wait for the receipt (`data` is the
 * receipt), as useWriteContract then useWaitForTransactionReceipt.
 */
export function useWriteContractSync<config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters: UseWriteContractSyncParameters<config, context> = {},
): UseWriteContractSyncReturnType<config, context> {
  const config = useConfig(parameters)
  const mutation = useMutation(
    async (variables: WriteContractSyncParameters<Abi, string, readonly unknown[]>) => (await loadAction()).writeContractSync(config, variables),
    parameters.mutation,
    'writeContractSync',
  )
  const mutate = mutation.mutate as WriteContractSyncMutate<config, context>
  const mutateAsync = mutation.mutateAsync as WriteContractSyncMutateAsync<config, context>
  return { ...mutation, mutate, mutateAsync, writeContractSync: mutate, writeContractSyncAsync: mutateAsync }
}
