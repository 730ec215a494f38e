import { lazyImport } from '../core/lazy'
import type { SignTransactionParameters, SignTransactionReturnType, SignTransactionErrorType} from '../core/actions/signTransaction'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/signTransaction'))

/** Parameters of useSignTransaction (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSignTransactionParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<SignTransactionReturnType, SignTransactionErrorType, SignTransactionParameters, context>>

/** What useSignTransaction returns (wagmi 3's `UseSignTransactionReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSignTransactionReturnType<context = unknown> = Compute<
  UseMutationReturnType<SignTransactionReturnType, SignTransactionErrorType, SignTransactionParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    signTransaction: Mutate<SignTransactionReturnType, SignTransactionErrorType, SignTransactionParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a SignTransactionErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    signTransactionAsync: MutateAsync<SignTransactionReturnType, SignTransactionErrorType, SignTransactionParameters, context>
  }
>

/**
 * signTransaction (`eth_signTransaction`) as a hook: the signed, serialized transaction
 * lands in `data`. Checked with the node first and gated by sign-in, like every write.
 */
export function useSignTransaction<context = unknown>(parameters: UseSignTransactionParameters<context> = {}): UseSignTransactionReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(async (variables: SignTransactionParameters) => (await loadAction()).signTransaction(config, variables), parameters.mutation, 'signTransaction')
  return { ...mutation, signTransaction: mutation.mutate, signTransactionAsync: mutation.mutateAsync }
}
