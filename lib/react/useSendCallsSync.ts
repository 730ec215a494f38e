import { lazyImport } from '../core/lazy'
import type { SendCallsSyncParameters, SendCallsSyncReturnType, SendCallsSyncErrorType} from '../core/actions/sendCallsSync'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendCallsSync'))

/** Parameters of useSendCallsSync (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSendCallsSyncParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<SendCallsSyncReturnType, SendCallsSyncErrorType, SendCallsSyncParameters, context>>

/** What useSendCallsSync returns (wagmi 3's `UseSendCallsSyncReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSendCallsSyncReturnType<context = unknown> = Compute<
  UseMutationReturnType<SendCallsSyncReturnType, SendCallsSyncErrorType, SendCallsSyncParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    sendCallsSync: Mutate<SendCallsSyncReturnType, SendCallsSyncErrorType, SendCallsSyncParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a SendCallsSyncErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    sendCallsSyncAsync: MutateAsync<SendCallsSyncReturnType, SendCallsSyncErrorType, SendCallsSyncParameters, context>
  }
>

/** sendCallsSync as a hook: the bundle is sent (EIP-5792, atomic) and its final status lands in `data`. */
export function useSendCallsSync<context = unknown>(parameters: UseSendCallsSyncParameters<context> = {}): UseSendCallsSyncReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(async (variables: SendCallsSyncParameters) => (await loadAction()).sendCallsSync(config, variables), parameters.mutation, 'sendCallsSync')
  return { ...mutation, sendCallsSync: mutation.mutate, sendCallsSyncAsync: mutation.mutateAsync }
}
