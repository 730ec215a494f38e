import type { TypedData } from 'viem'
import { lazyImport } from '../core/lazy'
import type { SignTypedDataParameters, SignTypedDataReturnType } from '../core/actions/signTypedData'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationState } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/signTypedData'))

/** Parameters of useSignTypedData (wagmi's). */
export interface UseSignTypedDataParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<SignTypedDataReturnType, SignTypedDataParameters>
}

/** What useSignTypedData returns: the mutation state, `signTypedData` and `signTypedDataAsync` (typed from `types`). */
export interface UseSignTypedDataReturnType extends UseMutationState<SignTypedDataReturnType, SignTypedDataParameters> {
  /** Ask the wallet to sign; the signature lands in `data`. */
  mutate: UseSignTypedDataReturnType['signTypedData']
  /** Run it and get the result, typed from what you pass (rejects with the typed error). */
  mutateAsync: UseSignTypedDataReturnType['signTypedDataAsync']
  /** The same function as `mutate` (wagmi 2's name). */
  signTypedData: <const typedData extends TypedData | Record<string, unknown>, primaryType extends keyof typedData | 'EIP712Domain'>(
    variables: SignTypedDataParameters<typedData, primaryType>,
    options?: MutateOptions<SignTypedDataReturnType, SignTypedDataParameters>,
  ) => void
  /** Ask the wallet to sign and get the signature (rejects with a SignTypedDataErrorType). */
  signTypedDataAsync: <const typedData extends TypedData | Record<string, unknown>, primaryType extends keyof typedData | 'EIP712Domain'>(
    variables: SignTypedDataParameters<typedData, primaryType>,
    options?: MutateOptions<SignTypedDataReturnType, SignTypedDataParameters>,
  ) => Promise<SignTypedDataReturnType>
}

/** signTypedData (EIP-712) as a hook; gated by sign-in like the writes. */
export function useSignTypedData(parameters: UseSignTypedDataParameters = {}): UseSignTypedDataReturnType {
  const config = useConfig()
  const mutation = useMutation(
    async (variables: SignTypedDataParameters) => (await loadAction()).signTypedData(config, variables),
    parameters.mutation,
  )
  return {
    ...mutation,
    mutate: mutation.mutate as UseSignTypedDataReturnType['signTypedData'],
    mutateAsync: mutation.mutateAsync as UseSignTypedDataReturnType['signTypedDataAsync'],
    signTypedData: mutation.mutate as UseSignTypedDataReturnType['signTypedData'],
    signTypedDataAsync: mutation.mutateAsync as UseSignTypedDataReturnType['signTypedDataAsync'],
  }
}
