import { lazyImport } from '../core/lazy'
import type { SendCallsSyncParameters, SendCallsSyncReturnType } from '../core/actions/sendCallsSync'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendCallsSync'))

/** Parameters of useSendCallsSync (wagmi's). */
export interface UseSendCallsSyncParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<SendCallsSyncReturnType, SendCallsSyncParameters>
}

/** What useSendCallsSync returns: the mutation state, `mutate` / `mutateAsync`, and `sendCallsSync` / `sendCallsSyncAsync`. */
export interface UseSendCallsSyncReturnType extends UseMutationReturnType<SendCallsSyncReturnType, SendCallsSyncParameters> {
  /**
   * The same function as `mutate`, under the hook's own name.
   * @deprecated use `mutate` instead (deprecated in wagmi 3 too).
   */
  sendCallsSync: (variables: SendCallsSyncParameters, options?: MutateOptions<SendCallsSyncReturnType, SendCallsSyncParameters>) => void
  /**
   * The same function as `mutateAsync`, under the hook's own name.
   * @deprecated use `mutateAsync` instead (deprecated in wagmi 3 too).
   */
  sendCallsSyncAsync: (variables: SendCallsSyncParameters, options?: MutateOptions<SendCallsSyncReturnType, SendCallsSyncParameters>) => Promise<SendCallsSyncReturnType>
}

/** sendCallsSync as a hook: the bundle is sent (EIP-5792, atomic) and its final status lands in `data`. */
export function useSendCallsSync(parameters: UseSendCallsSyncParameters = {}): UseSendCallsSyncReturnType {
  const config = useConfig()
  const mutation = useMutation(async (variables: SendCallsSyncParameters) => (await loadAction()).sendCallsSync(config, variables), parameters.mutation)
  return { ...mutation, sendCallsSync: mutation.mutate, sendCallsSyncAsync: mutation.mutateAsync }
}
