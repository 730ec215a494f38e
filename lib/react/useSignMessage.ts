import type { Hex } from 'viem'
import { signMessage, type SignMessageParameters, type SignMessageErrorType} from '../core/actions/signMessage'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

/** Parameters of useSignMessage (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSignMessageParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<Hex, SignMessageErrorType, SignMessageParameters, context>>

/** What useSignMessage returns (wagmi 3's `UseSignMessageReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSignMessageReturnType<context = unknown> = Compute<
  UseMutationReturnType<Hex, SignMessageErrorType, SignMessageParameters, context> & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    signMessage: Mutate<Hex, SignMessageErrorType, SignMessageParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name); rejects with a SignMessageErrorType.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    signMessageAsync: MutateAsync<Hex, SignMessageErrorType, SignMessageParameters, context>
  }
>

/** signMessage (personal_sign) as a hook. Not gated by sign-in: sign-in itself signs a message. */
export function useSignMessage<context = unknown>(parameters: UseSignMessageParameters<context> = {}): UseSignMessageReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation((variables: SignMessageParameters) => signMessage(config, variables), parameters.mutation, 'signMessage')
  return { ...mutation, signMessage: mutation.mutate, signMessageAsync: mutation.mutateAsync }
}
