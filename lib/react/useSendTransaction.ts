import { lazyImport } from '../core/lazy'
import type { SendTransactionParameters, SendTransactionReturnType, SendTransactionErrorType} from '../core/actions/sendTransaction'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/sendTransaction'))

/** Parameters of useSendTransaction (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSendTransactionParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<SendTransactionReturnType, SendTransactionErrorType, SendTransactionParameters, context>>

/** What useSendTransaction returns (wagmi 3's `UseSendTransactionReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSendTransactionReturnType<context = unknown> = Compute<
  UseMutationReturnType<SendTransactionReturnType, SendTransactionErrorType, SendTransactionParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    sendTransaction: Mutate<SendTransactionReturnType, SendTransactionErrorType, SendTransactionParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a SendTransactionErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    sendTransactionAsync: MutateAsync<SendTransactionReturnType, SendTransactionErrorType, SendTransactionParameters, context>
  }
>

/** sendTransaction as a hook, with pending, error and data state. */
export function useSendTransaction<context = unknown>(parameters: UseSendTransactionParameters<context> = {}): UseSendTransactionReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(async (variables: SendTransactionParameters) => (await loadAction()).sendTransaction(config, variables), parameters.mutation, 'sendTransaction')
  return { ...mutation, sendTransaction: mutation.mutate, sendTransactionAsync: mutation.mutateAsync }
}
