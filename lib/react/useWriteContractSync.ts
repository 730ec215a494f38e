import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { ResolvedRegister } from '../core/register'
import type { SendTransactionSyncParameters } from '../core/actions/sendTransactionSync'
import type { WriteContractSyncErrorType, WriteContractSyncReturnType } from '../core/actions/writeContractSync'
import { useContractWrite, type ContractWriteMutate, type ContractWriteMutateAsync, type ContractWriteParameters, type ContractWriteReturnType } from './mutation/contractWrite'

const loadAction = lazyImport(() => import('../core/actions/writeContractSync'))

/** writeContractSync's variables beyond writeContract's: how often and how long it polls for the receipt. */
export type WriteContractSyncPolling = Pick<SendTransactionSyncParameters, 'pollingInterval' | 'timeout'>

/** wagmi's `WriteContractSyncMutate`: simulate, then send; the outcome lands in the state. Typed from the ABI passed. */
export type WriteContractSyncMutate<config extends Config = Config, context = unknown> = ContractWriteMutate<WriteContractSyncReturnType, WriteContractSyncErrorType, WriteContractSyncPolling, config, context>

/** wagmi's `WriteContractSyncMutateAsync`: as WriteContractSyncMutate, resolving with the receipt (rejects with a WriteContractSyncErrorType). */
export type WriteContractSyncMutateAsync<config extends Config = Config, context = unknown> = ContractWriteMutateAsync<
  WriteContractSyncReturnType,
  WriteContractSyncErrorType,
  WriteContractSyncPolling,
  config,
  context
>

/** Parameters of useWriteContractSync (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseWriteContractSyncParameters<config extends Config = Config, context = unknown> = ContractWriteParameters<
  WriteContractSyncReturnType,
  WriteContractSyncErrorType,
  WriteContractSyncPolling,
  config,
  context
>

/** What useWriteContractSync returns (wagmi 3's `UseWriteContractSyncReturnType`): the mutation state, `mutate` / `mutateAsync` typed from the ABI you pass, and wagmi 2's names. */
export type UseWriteContractSyncReturnType<config extends Config = Config, context = unknown> = ContractWriteReturnType<
  WriteContractSyncReturnType,
  WriteContractSyncErrorType,
  WriteContractSyncPolling,
  config,
  context
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
  const mutation = useContractWrite<WriteContractSyncReturnType, WriteContractSyncErrorType, WriteContractSyncPolling, config, context>(
    parameters,
    async (config, variables) => (await loadAction()).writeContractSync(config, variables),
    'writeContractSync',
  )
  return { ...mutation, writeContractSync: mutation.mutate, writeContractSyncAsync: mutation.mutateAsync }
}
