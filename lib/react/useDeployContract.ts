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

/** Deploy: the hash lands in the state (`args` typed from the ABI you pass). */
type DeployContractMutate = <const abi extends Abi | readonly unknown[]>(
  variables: DeployContractParameters<abi>,
  options?: MutateOptions<DeployContractReturnType, DeployContractParameters>,
) => void

/** Deploy and get the hash (rejects with a DeployContractErrorType). */
type DeployContractMutateAsync = <const abi extends Abi | readonly unknown[]>(
  variables: DeployContractParameters<abi>,
  options?: MutateOptions<DeployContractReturnType, DeployContractParameters>,
) => Promise<DeployContractReturnType>

/** What useDeployContract returns: the mutation state, `mutate` / `mutateAsync`, and `deployContract` / `deployContractAsync`. */
export interface UseDeployContractReturnType extends UseMutationState<DeployContractReturnType, DeployContractParameters> {
  /** Deploy (checked with the node first); the hash lands in the state. */
  mutate: DeployContractMutate
  /** Deploy and get the hash. */
  mutateAsync: DeployContractMutateAsync
  /** @deprecated use `mutate` instead (wagmi 3 keeps it too). */
  deployContract: DeployContractMutate
  /** @deprecated use `mutateAsync` instead (wagmi 3 keeps it too). */
  deployContractAsync: DeployContractMutateAsync
}

/**
 * deployContract as a hook: the deployment is checked with the node first (a constructor
 * that would revert fails with a ContractRevertedError and the wallet is never asked);
 * the transaction hash lands in `data` (the address is the receipt's `contractAddress`).
 */
export function useDeployContract(parameters: UseDeployContractParameters = {}): UseDeployContractReturnType {
  const config = useConfig()
  const mutation = useMutation(async (variables: DeployContractParameters) => (await loadAction()).deployContract(config, variables), parameters.mutation)
  const mutate = mutation.mutate as DeployContractMutate
  const mutateAsync = mutation.mutateAsync as DeployContractMutateAsync
  return { ...mutation, mutate, mutateAsync, deployContract: mutate, deployContractAsync: mutateAsync }
}
