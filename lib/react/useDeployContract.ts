import type { Abi } from 'viem'
import type { Config } from '../core/config'
import { lazyImport } from '../core/lazy'
import type { ResolvedRegister } from '../core/register'
import type { DeployContractErrorType, DeployContractParameters, DeployContractReturnType } from '../core/actions/deployContract'
import { useConfig, type ConfigParameter } from './context'
import type { Compute, MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

const loadAction = lazyImport(() => import('../core/actions/deployContract'))

/** wagmi's `DeployContractMutate`: deploy; the hash lands in the state. Typed from the ABI passed. */
export type DeployContractMutate<config extends Config = Config, context = unknown> = <const abi extends Abi | readonly unknown[]>(
  variables: DeployContractParameters<abi> & { chainId?: config['chains'][number]['id'] | undefined },
  options?: Compute<MutateOptions<DeployContractReturnType, DeployContractErrorType, DeployContractParameters<abi>, context>> | undefined,
) => void

/** wagmi's `DeployContractMutateAsync`: deploy and get the hash (rejects with a DeployContractErrorType). */
export type DeployContractMutateAsync<config extends Config = Config, context = unknown> = <const abi extends Abi | readonly unknown[]>(
  variables: DeployContractParameters<abi> & { chainId?: config['chains'][number]['id'] | undefined },
  options?: Compute<MutateOptions<DeployContractReturnType, DeployContractErrorType, DeployContractParameters<abi>, context>> | undefined,
) => Promise<DeployContractReturnType>

/** Parameters of useDeployContract (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseDeployContractParameters<config extends Config = Config, context = unknown> = Compute<
  ConfigParameter<config> & MutationParameter<DeployContractReturnType, DeployContractErrorType, DeployContractParameters, context>
>

/** What useDeployContract returns (wagmi 3's `UseDeployContractReturnType`): the mutation state, `mutate` / `mutateAsync` and wagmi 2's names. */
export type UseDeployContractReturnType<config extends Config = Config, context = unknown> = Compute<
  UseMutationReturnType<
    DeployContractReturnType,
    DeployContractErrorType,
    DeployContractParameters,
    context,
    DeployContractMutate<config, context>,
    DeployContractMutateAsync<config, context>
  > & {
    /**
     * The same function as `mutate` (wagmi 2's name).
     * @deprecated use `mutate` instead (wagmi 3).
     */
    deployContract: DeployContractMutate<config, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name).
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    deployContractAsync: DeployContractMutateAsync<config, context>
  }
>

/**
 * deployContract as a hook: the deployment is checked with the node first (a constructor
 * that would revert fails with a ContractRevertedError and the wallet is never asked);
 * the transaction hash lands in `data` (the address is the receipt's `contractAddress`).
 */
export function useDeployContract<config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters: UseDeployContractParameters<config, context> = {},
): UseDeployContractReturnType<config, context> {
  const config = useConfig(parameters)
  const mutation = useMutation(
    async (variables: DeployContractParameters) => (await loadAction()).deployContract(config, variables),
    parameters.mutation,
    'deployContract',
  )
  const mutate = mutation.mutate as DeployContractMutate<config, context>
  const mutateAsync = mutation.mutateAsync as DeployContractMutateAsync<config, context>
  return { ...mutation, mutate, mutateAsync, deployContract: mutate, deployContractAsync: mutateAsync }
}
