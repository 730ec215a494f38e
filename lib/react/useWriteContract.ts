import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { ResolvedRegister } from '../core/register'
import type { WriteContractErrorType, WriteContractReturnType } from '../core/actions/writeContract'
import { useContractWrite, type ContractWriteMutate, type ContractWriteMutateAsync, type ContractWriteParameters, type ContractWriteReturnType } from './mutation/contractWrite'

const loadAction = lazyImport(() => import('../core/actions/writeContract'))

/** wagmi's `WriteContractMutate`: simulate, then send; the outcome lands in the state. Typed from the ABI passed. */
export type WriteContractMutate<config extends Config = Config, context = unknown> = ContractWriteMutate<WriteContractReturnType, WriteContractErrorType, unknown, config, context>

/** wagmi's `WriteContractMutateAsync`: as WriteContractMutate, resolving with the hash (rejects with a WriteContractErrorType). */
export type WriteContractMutateAsync<config extends Config = Config, context = unknown> = ContractWriteMutateAsync<WriteContractReturnType, WriteContractErrorType, unknown, config, context>

/** Parameters of useWriteContract (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseWriteContractParameters<config extends Config = Config, context = unknown> = ContractWriteParameters<WriteContractReturnType, WriteContractErrorType, unknown, config, context>

/** What useWriteContract returns (wagmi 3's `UseWriteContractReturnType`): the mutation state, `mutate` / `mutateAsync` typed from the ABI you pass, and wagmi 2's names. */
export type UseWriteContractReturnType<config extends Config = Config, context = unknown> = ContractWriteReturnType<
  WriteContractReturnType,
  WriteContractErrorType,
  unknown,
  config,
  context
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
  const mutation = useContractWrite<WriteContractReturnType, WriteContractErrorType, unknown, config, context>(
    parameters,
    async (config, variables) => (await loadAction()).writeContract(config, variables),
    'writeContract',
  )
  return { ...mutation, writeContract: mutation.mutate, writeContractAsync: mutation.mutateAsync }
}
