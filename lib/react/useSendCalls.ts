import { lazyImport } from '../core/lazy'
import type { SendCallsParameters, SendCallsReturnType } from '../core/actions/sendCalls'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendCalls'))

/** Parameters of useSendCalls (wagmi's). */
export interface UseSendCallsParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<SendCallsReturnType, SendCallsParameters>
}

/** What useSendCalls returns: the mutation state, `sendCalls` and `sendCallsAsync`. */
export interface UseSendCallsReturnType extends UseMutationReturnType<SendCallsReturnType, SendCallsParameters> {
  /** Send the bundle; its `{ id }` lands in `data`. */
  sendCalls: (variables: SendCallsParameters, options?: MutateOptions<SendCallsReturnType, SendCallsParameters>) => void
  /** Send the bundle and get its `{ id }` (rejects with a SendCallsErrorType). */
  sendCallsAsync: (variables: SendCallsParameters, options?: MutateOptions<SendCallsReturnType, SendCallsParameters>) => Promise<SendCallsReturnType>
}

/** sendCalls (EIP-5792, all or nothing unless `experimental_fallback`) as a hook. */
export function useSendCalls(parameters: UseSendCallsParameters = {}): UseSendCallsReturnType {
  const config = useConfig()
  const mutation = useMutation(async (variables: SendCallsParameters) => (await loadAction()).sendCalls(config, variables), parameters.mutation)
  return { ...mutation, sendCalls: mutation.mutate, sendCallsAsync: mutation.mutateAsync }
}
