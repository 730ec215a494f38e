import type { Abi } from 'viem'
import { lazyImport } from '../core/lazy'
import type { DeployContractParameters, DeployContractReturnType } from '../core/actions/deployContract'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationState } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/deployContract'))

/** Parameters of useDeployContract (wagmi's). */
export interface UseDeployContractParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<DeployContractReturnType, DeployContractParameters>
}

/** What useDeployContract returns: the mutation state, `mutate` / `mutateAsync`, and `deployContract` / `deployContractAsync`. */
export interface UseDeployContractReturnType extends UseMutationState<DeployContractReturnType, DeployContractParameters> {
  /** Deploy (checked with the node first); the hash lands in the state (`args` typed from the ABI you pass). */
  mutate: UseDeployContractReturnType['deployContract']
  /** Deploy and get the hash (rejects with a DeployContractErrorType). */
  mutateAsync: UseDeployContractReturnType['deployContractAsync']
  /**
   * The same function as `mutate`, under the hook's own name.
   * @deprecated use `mutate` instead (deprecated in wagmi 3 too).
   */
  deployContract: <const abi extends Abi | readonly unknown[]>(
    variables: DeployContractParameters<abi>,
    options?: MutateOptions<DeployContractReturnType, DeployContractParameters>,
  ) => void
  /**
   * The same function as `mutateAsync`, under the hook's own name.
   * @deprecated use `mutateAsync` instead (deprecated in wagmi 3 too).
   */
  deployContractAsync: <const abi extends Abi | readonly unknown[]>(
    variables: DeployContractParameters<abi>,
    options?: MutateOptions<DeployContractReturnType, DeployContractParameters>,
  ) => Promise<DeployContractReturnType>
}

/**
 * deployContract as a hook: the deployment is checked with the node first (a constructor
 * that would revert fails with a ContractRevertedError and the wallet is never asked);
 * the transaction hash lands in `data` (the address is the receipt's `contractAddress`).
 */
export function useDeployContract(parameters: UseDeployContractParameters = {}): UseDeployContractReturnType {
  const config = useConfig()
  const mutation = useMutation(async (variables: DeployContractParameters) => (await loadAction()).deployContract(config, variables), parameters.mutation)
  const mutate = mutation.mutate as UseDeployContractReturnType['deployContract']
  const mutateAsync = mutation.mutateAsync as UseDeployContractReturnType['deployContractAsync']
  return { ...mutation, mutate, mutateAsync, deployContract: mutate, deployContractAsync: mutateAsync }
}
