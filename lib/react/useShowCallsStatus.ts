import { lazyImport } from '../core/lazy'
import type { ShowCallsStatusParameters } from '../core/actions/showCallsStatus'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/showCallsStatus'))

/** Parameters of useShowCallsStatus (wagmi's). */
export interface UseShowCallsStatusParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<void, ShowCallsStatusParameters>
}

/** What useShowCallsStatus returns: the mutation state, `mutate` / `mutateAsync`, and `showCallsStatus` / `showCallsStatusAsync`. */
export interface UseShowCallsStatusReturnType extends UseMutationReturnType<void, ShowCallsStatusParameters> {
  /**
   * The same function as `mutate`, under the hook's own name.
   * @deprecated use `mutate` instead (deprecated in wagmi 3 too).
   */
  showCallsStatus: (variables: ShowCallsStatusParameters, options?: MutateOptions<void, ShowCallsStatusParameters>) => void
  /**
   * The same function as `mutateAsync`, under the hook's own name.
   * @deprecated use `mutateAsync` instead (deprecated in wagmi 3 too).
   */
  showCallsStatusAsync: (variables: ShowCallsStatusParameters, options?: MutateOptions<void, ShowCallsStatusParameters>) => Promise<void>
}

/** showCallsStatus (`wallet_showCallsStatus`, EIP-5792) as a hook: the wallet shows the bundle in its own interface. */
export function useShowCallsStatus(parameters: UseShowCallsStatusParameters = {}): UseShowCallsStatusReturnType {
  const config = useConfig()
  const mutation = useMutation(async (variables: ShowCallsStatusParameters) => (await loadAction()).showCallsStatus(config, variables), parameters.mutation)
  return { ...mutation, showCallsStatus: mutation.mutate, showCallsStatusAsync: mutation.mutateAsync }
}
