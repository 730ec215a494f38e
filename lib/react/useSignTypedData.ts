import type { TypedData } from 'viem'
import { lazyImport } from '../core/lazy'
import type { SignTypedDataErrorType, SignTypedDataParameters, SignTypedDataReturnType } from '../core/actions/signTypedData'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/signTypedData'))

/** wagmi's `SignTypedDataMutate`: ask the wallet to sign; typed from the typed data passed. */
export type SignTypedDataMutate<context = unknown> = <
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(
  variables: SignTypedDataParameters<typedData, primaryType>,
  options?: MutateOptions<SignTypedDataReturnType, SignTypedDataErrorType, SignTypedDataParameters<typedData, primaryType>, context> | undefined,
) => void

/** wagmi's `SignTypedDataMutateAsync`: as SignTypedDataMutate, resolving with the signature (rejects with a SignTypedDataErrorType). */
export type SignTypedDataMutateAsync<context = unknown> = <
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(
  variables: SignTypedDataParameters<typedData, primaryType>,
  options?: MutateOptions<SignTypedDataReturnType, SignTypedDataErrorType, SignTypedDataParameters<typedData, primaryType>, context> | undefined,
) => Promise<SignTypedDataReturnType>

/** Parameters of useSignTypedData (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSignTypedDataParameters<context = unknown> = Compute<
  UseConfigParameters & MutationParameter<SignTypedDataReturnType, SignTypedDataErrorType, SignTypedDataParameters, context>
>

/** What useSignTypedData returns (wagmi 3's `UseSignTypedDataReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseSignTypedDataReturnType<context = unknown> = Compute<
  UseMutationReturnType<
    SignTypedDataReturnType,
    SignTypedDataErrorType,
    SignTypedDataParameters,
    context,
    SignTypedDataMutate<context>,
    SignTypedDataMutateAsync<context>
  > & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    signTypedData: SignTypedDataMutate<context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name).
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    signTypedDataAsync: SignTypedDataMutateAsync<context>
  }
>

/** signTypedData (EIP-712) as a hook; gated by sign-in like the writes. */
export function useSignTypedData<context = unknown>(parameters: UseSignTypedDataParameters<context> = {}): UseSignTypedDataReturnType<context> {
  const config = useConfig(parameters)
  const mutation = useMutation(
    async (variables: SignTypedDataParameters) => (await loadAction()).signTypedData(config, variables),
    parameters.mutation,
    'signTypedData',
  )
  const mutate = mutation.mutate as SignTypedDataMutate<context>
  const mutateAsync = mutation.mutateAsync as SignTypedDataMutateAsync<context>
  return { ...mutation, mutate, mutateAsync, signTypedData: mutate, signTypedDataAsync: mutateAsync }
}
