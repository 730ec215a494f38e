import type { Hex } from 'viem'
import { signMessage, type SignMessageParameters } from '../core/actions/signMessage'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

/** Parameters of useSignMessage (wagmi's). */
export interface UseSignMessageParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<Hex, SignMessageParameters>
}

/** What useSignMessage returns: the mutation state, `signMessage` and `signMessageAsync`. */
export interface UseSignMessageReturnType extends UseMutationReturnType<Hex, SignMessageParameters> {
  /** Ask the wallet to sign; the signature lands in `data`. */
  signMessage: (variables: SignMessageParameters, options?: MutateOptions<Hex, SignMessageParameters>) => void
  /** Ask the wallet to sign and get the signature (rejects with a SignMessageErrorType). */
  signMessageAsync: (variables: SignMessageParameters, options?: MutateOptions<Hex, SignMessageParameters>) => Promise<Hex>
}

/** signMessage (personal_sign) as a hook. Not gated by sign-in: sign-in itself signs a message. */
export function useSignMessage(parameters: UseSignMessageParameters = {}): UseSignMessageReturnType {
  const config = useConfig()
  const mutation = useMutation((variables: SignMessageParameters) => signMessage(config, variables), parameters.mutation)
  return { ...mutation, signMessage: mutation.mutate, signMessageAsync: mutation.mutateAsync }
}
