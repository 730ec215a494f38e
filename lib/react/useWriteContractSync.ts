import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { lazyImport } from '../core/lazy'
import type { WriteContractSyncParameters, WriteContractSyncReturnType } from '../core/actions/writeContractSync'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationState } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/writeContractSync'))

/** Parameters of useWriteContractSync (wagmi's). */
export interface UseWriteContractSyncParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<WriteContractSyncReturnType, WriteContractSyncParameters>
}

/** What useWriteContractSync returns: the mutation state, `mutate` / `mutateAsync`, and `writeContractSync` / `writeContractSyncAsync`. */
export interface UseWriteContractSyncReturnType extends UseMutationState<WriteContractSyncReturnType, WriteContractSyncParameters> {
  /** Simulate, send, wait; the receipt lands in the state (typed from the ABI you pass). */
  mutate: UseWriteContractSyncReturnType['writeContractSync']
  /** Simulate, send, wait, and get the receipt (rejects with a WriteContractSyncErrorType). */
  mutateAsync: UseWriteContractSyncReturnType['writeContractSyncAsync']
  /**
   * The same function as `mutate`, under the hook's own name.
   * @deprecated use `mutate` instead (deprecated in wagmi 3 too).
   */
  writeContractSync: <
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  >(
    variables: WriteContractSyncParameters<abi, functionName, args>,
    options?: MutateOptions<WriteContractSyncReturnType, WriteContractSyncParameters>,
  ) => void
  /**
   * The same function as `mutateAsync`, under the hook's own name.
   * @deprecated use `mutateAsync` instead (deprecated in wagmi 3 too).
   */
  writeContractSyncAsync: <
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
    const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  >(
    variables: WriteContractSyncParameters<abi, functionName, args>,
    options?: MutateOptions<WriteContractSyncReturnType, WriteContractSyncParameters>,
  ) => Promise<WriteContractSyncReturnType>
}

/**
 * writeContractSync as a hook: the call is simulated first (one that would revert fails
 * with a ContractRevertedError and the wallet is never asked), then sent; the receipt
 * lands in `data`.
 */
export function useWriteContractSync(parameters: UseWriteContractSyncParameters = {}): UseWriteContractSyncReturnType {
  const config = useConfig()
  const mutation = useMutation(
    async (variables: WriteContractSyncParameters) => (await loadAction()).writeContractSync(config, variables),
    parameters.mutation,
  )
  const mutate = mutation.mutate as UseWriteContractSyncReturnType['writeContractSync']
  const mutateAsync = mutation.mutateAsync as UseWriteContractSyncReturnType['writeContractSyncAsync']
  return { ...mutation, mutate, mutateAsync, writeContractSync: mutate, writeContractSyncAsync: mutateAsync }
}
