import { lazyImport } from '../core/lazy'
import type { SignTransactionParameters, SignTransactionReturnType } from '../core/actions/signTransaction'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/signTransaction'))

/** Parameters of useSignTransaction (wagmi's). */
export interface UseSignTransactionParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<SignTransactionReturnType, SignTransactionParameters>
}

/** What useSignTransaction returns: the mutation state, `mutate` / `mutateAsync`, and `signTransaction` / `signTransactionAsync`. */
export interface UseSignTransactionReturnType extends UseMutationReturnType<SignTransactionReturnType, SignTransactionParameters> {
  /**
   * The same function as `mutate`, under the hook's own name.
   * @deprecated use `mutate` instead (deprecated in wagmi 3 too).
   */
  signTransaction: (variables: SignTransactionParameters, options?: MutateOptions<SignTransactionReturnType, SignTransactionParameters>) => void
  /**
   * The same function as `mutateAsync`, under the hook's own name.
   * @deprecated use `mutateAsync` instead (deprecated in wagmi 3 too).
   */
  signTransactionAsync: (variables: SignTransactionParameters, options?: MutateOptions<SignTransactionReturnType, SignTransactionParameters>) => Promise<SignTransactionReturnType>
}

/**
 * signTransaction (`eth_signTransaction`) as a hook: the signed, serialized transaction
 * lands in `data`. Checked with the node first and gated by sign-in, like every write.
 */
export function useSignTransaction(parameters: UseSignTransactionParameters = {}): UseSignTransactionReturnType {
  const config = useConfig()
  const mutation = useMutation(async (variables: SignTransactionParameters) => (await loadAction()).signTransaction(config, variables), parameters.mutation)
  return { ...mutation, signTransaction: mutation.mutate, signTransactionAsync: mutation.mutateAsync }
}
