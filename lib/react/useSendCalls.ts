import { lazyImport } from '../core/lazy'
import type { SendCallsParameters, SendCallsReturnType, SendCallsErrorType} from '../core/actions/sendCalls'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendCalls'))

/** Parameters of useSendCalls (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSendCallsParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<SendCallsReturnType, SendCallsErrorType, SendCallsParameters, context>>

/** What useSendCalls returns (wagmi 3's `UseSendCallsReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSendCallsReturnType<context = unknown> = Compute<
  UseMutationReturnType<SendCallsReturnType, SendCallsErrorType, SendCallsParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    sendCalls: Mutate<SendCallsReturnType, SendCallsErrorType, SendCallsParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a SendCallsErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    sendCallsAsync: MutateAsync<SendCallsReturnType, SendCallsErrorType, SendCallsParameters, context>
  }
>

/** sendCalls (EIP-5792, all or nothing unless `experimental_fallback`) as a hook. */
export function useSendCalls<context = unknown>(parameters: UseSendCallsParameters<context> = {}): UseSendCallsReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(async (variables: SendCallsParameters) => (await loadAction()).sendCalls(config, variables), parameters.mutation, 'sendCalls')
  return { ...mutation, sendCalls: mutation.mutate, sendCallsAsync: mutation.mutateAsync }
}
