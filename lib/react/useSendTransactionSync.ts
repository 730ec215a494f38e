import { lazyImport } from '../core/lazy'
import type { SendTransactionSyncParameters, SendTransactionSyncReturnType } from '../core/actions/sendTransactionSync'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendTransactionSync'))

/** Parameters of useSendTransactionSync (wagmi's). */
export interface UseSendTransactionSyncParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<SendTransactionSyncReturnType, SendTransactionSyncParameters>
}

/** What useSendTransactionSync returns: the mutation state, `mutate` / `mutateAsync`, and `sendTransactionSync` / `sendTransactionSyncAsync`. */
export interface UseSendTransactionSyncReturnType extends UseMutationReturnType<SendTransactionSyncReturnType, SendTransactionSyncParameters> {
  /**
   * The same function as `mutate`, under the hook's own name.
   * @deprecated use `mutate` instead (deprecated in wagmi 3 too).
   */
  sendTransactionSync: (variables: SendTransactionSyncParameters, options?: MutateOptions<SendTransactionSyncReturnType, SendTransactionSyncParameters>) => void
  /**
   * The same function as `mutateAsync`, under the hook's own name.
   * @deprecated use `mutateAsync` instead (deprecated in wagmi 3 too).
   */
  sendTransactionSyncAsync: (
    variables: SendTransactionSyncParameters,
    options?: MutateOptions<SendTransactionSyncReturnType, SendTransactionSyncParameters>,
  ) => Promise<SendTransactionSyncReturnType>
}

/**
 * sendTransactionSync as a hook: send (checked with the node first), then the receipt
 * lands in `data`; a reverted receipt is an error (TransactionRevertedError).
 */
export function useSendTransactionSync(parameters: UseSendTransactionSyncParameters = {}): UseSendTransactionSyncReturnType {
  const config = useConfig()
  const mutation = useMutation(
    async (variables: SendTransactionSyncParameters) => (await loadAction()).sendTransactionSync(config, variables),
    parameters.mutation,
  )
  return { ...mutation, sendTransactionSync: mutation.mutate, sendTransactionSyncAsync: mutation.mutateAsync }
}
