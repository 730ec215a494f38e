import { lazyImport } from '../core/lazy'
import type { SendTransactionParameters, SendTransactionReturnType } from '../core/actions/sendTransaction'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendTransaction'))

/** Parameters of useSendTransaction (wagmi's). */
export interface UseSendTransactionParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<SendTransactionReturnType, SendTransactionParameters>
}

/** What useSendTransaction returns: the mutation state, `sendTransaction` and `sendTransactionAsync`. */
export interface UseSendTransactionReturnType extends UseMutationReturnType<SendTransactionReturnType, SendTransactionParameters> {
  /** Send (checked with the node first); the outcome lands in the state. */
  sendTransaction: (variables: SendTransactionParameters, options?: MutateOptions<SendTransactionReturnType, SendTransactionParameters>) => void
  /** Send and get the hash (rejects with a SendTransactionErrorType). */
  sendTransactionAsync: (variables: SendTransactionParameters, options?: MutateOptions<SendTransactionReturnType, SendTransactionParameters>) => Promise<SendTransactionReturnType>
}

/** sendTransaction as a hook, with pending, error and data state. */
export function useSendTransaction(parameters: UseSendTransactionParameters = {}): UseSendTransactionReturnType {
  const config = useConfig()
  const mutation = useMutation(async (variables: SendTransactionParameters) => (await loadAction()).sendTransaction(config, variables), parameters.mutation)
  return { ...mutation, sendTransaction: mutation.mutate, sendTransactionAsync: mutation.mutateAsync }
}
