import { lazyImport } from '../core/lazy'
import type { SendTransactionSyncParameters, SendTransactionSyncReturnType, SendTransactionSyncErrorType} from '../core/actions/sendTransactionSync'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendTransactionSync'))

/** Parameters of useSendTransactionSync (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSendTransactionSyncParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<SendTransactionSyncReturnType, SendTransactionSyncErrorType, SendTransactionSyncParameters, context>>

/** What useSendTransactionSync returns (wagmi 3's `UseSendTransactionSyncReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSendTransactionSyncReturnType<context = unknown> = Compute<
  UseMutationReturnType<SendTransactionSyncReturnType, SendTransactionSyncErrorType, SendTransactionSyncParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    sendTransactionSync: Mutate<SendTransactionSyncReturnType, SendTransactionSyncErrorType, SendTransactionSyncParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a SendTransactionSyncErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    sendTransactionSyncAsync: MutateAsync<SendTransactionSyncReturnType, SendTransactionSyncErrorType, SendTransactionSyncParameters, context>
  }
>

/**
 * sendTransactionSync as a hook: send (checked with the node first), then the receipt
 * lands in `data`; a reverted receipt is an error (TransactionRevertedError).
 */
export function useSendTransactionSync<context = unknown>(parameters: UseSendTransactionSyncParameters<context> = {}): UseSendTransactionSyncReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(
    async (variables: SendTransactionSyncParameters) => (await loadAction()).sendTransactionSync(config, variables),
    parameters.mutation,
    'sendTransactionSync',
  )
  return { ...mutation, sendTransactionSync: mutation.mutate, sendTransactionSyncAsync: mutation.mutateAsync }
}
