import { lazyImport } from '../core/lazy'
import type { ShowCallsStatusParameters, ShowCallsStatusErrorType} from '../core/actions/showCallsStatus'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/showCallsStatus'))

/** Parameters of useShowCallsStatus (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseShowCallsStatusParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<void, ShowCallsStatusErrorType, ShowCallsStatusParameters, context>>

/** What useShowCallsStatus returns (wagmi 3's `UseShowCallsStatusReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseShowCallsStatusReturnType<context = unknown> = Compute<
  UseMutationReturnType<void, ShowCallsStatusErrorType, ShowCallsStatusParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    showCallsStatus: Mutate<void, ShowCallsStatusErrorType, ShowCallsStatusParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a ShowCallsStatusErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    showCallsStatusAsync: MutateAsync<void, ShowCallsStatusErrorType, ShowCallsStatusParameters, context>
  }
>

/** showCallsStatus (`wallet_showCallsStatus`, EIP-5792) as a hook: the wallet shows the bundle in its own interface. */
export function useShowCallsStatus<context = unknown>(parameters: UseShowCallsStatusParameters<context> = {}): UseShowCallsStatusReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(async (variables: ShowCallsStatusParameters) => (await loadAction()).showCallsStatus(config, variables), parameters.mutation, 'showCallsStatus')
  return { ...mutation, showCallsStatus: mutation.mutate, showCallsStatusAsync: mutation.mutateAsync }
}
