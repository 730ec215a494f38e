import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { lazyImport } from '../core/lazy'
import type { WriteContractParameters, WriteContractReturnType } from '../core/actions/writeContract'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationState } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/writeContract'))

/** Parameters of useWriteContract (wagmi's). */
export interface UseWriteContractParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<WriteContractReturnType, WriteContractParameters>
}

/** What useWriteContract returns: the mutation state, `writeContract` and `writeContractAsync` (typed from the ABI you pass). */
export interface UseWriteContractReturnType extends UseMutationState<WriteContractReturnType, WriteContractParameters> {
  /** Simulate, then send; the outcome lands in the state. */
  mutate: UseWriteContractReturnType['writeContract']
  /** Run it and get the result, typed from what you pass (rejects with the typed error). */
  mutateAsync: UseWriteContractReturnType['writeContractAsync']
  /** The same function as `mutate` (wagmi 2's name). */
  writeContract: <
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  >(
    variables: WriteContractParameters<abi, functionName, args>,
    options?: MutateOptions<WriteContractReturnType, WriteContractParameters>,
  ) => void
  /** Simulate, then send, and get the hash (rejects with a WriteContractErrorType). */
  writeContractAsync: <
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  >(
    variables: WriteContractParameters<abi, functionName, args>,
    options?: MutateOptions<WriteContractReturnType, WriteContractParameters>,
  ) => Promise<WriteContractReturnType>
}

/**
 * writeContract as a hook: the call is simulated first, so one that would revert fails
 * with a ContractRevertedError (decoded reason) and the wallet is never asked.
 */
export function useWriteContract(parameters: UseWriteContractParameters = {}): UseWriteContractReturnType {
  const config = useConfig()
  const mutation = useMutation(
    async (variables: WriteContractParameters) => (await loadAction()).writeContract(config, variables),
    parameters.mutation,
  )
  return {
    ...mutation,
    mutate: mutation.mutate as UseWriteContractReturnType['writeContract'],
    mutateAsync: mutation.mutateAsync as UseWriteContractReturnType['writeContractAsync'],
    writeContract: mutation.mutate as UseWriteContractReturnType['writeContract'],
    writeContractAsync: mutation.mutateAsync as UseWriteContractReturnType['writeContractAsync'],
  }
}
