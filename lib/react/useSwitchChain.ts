import type { Config } from '../core/config'
import type { ResolvedRegister } from '../core/register'
import { switchChain as switchAction, type SwitchChainErrorType, type SwitchChainParameters, type SwitchChainReturnType } from '../core/actions/switchChain'
import { useConfig, type ConfigParameter } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

/** Parameters of useSwitchChain (wagmi's): `config` and TanStack Query's `mutation` options. */
export type UseSwitchChainParameters<config extends Config = Config, context = unknown> = Compute<
  ConfigParameter<config> & MutationParameter<SwitchChainReturnType, SwitchChainErrorType, SwitchChainParameters, context>
>

/**
 * What useSwitchChain returns (wagmi 3's fields): the mutation state (`variables.chainId`
 * while `isPending` is the chain being confirmed in the wallet), `mutate` / `mutateAsync`,
 * wagmi 2's names and the config's `chains`.
 */
export type UseSwitchChainReturnType<config extends Config = Config, context = unknown> = Compute<
  UseMutationReturnType<SwitchChainReturnType, SwitchChainErrorType, SwitchChainParameters, context> & {
    /**
     * The config's chains, the default first.
     * @deprecated use `useChains` instead (wagmi 3).
     */
    chains: config['chains']
    /**
     * The same function as `mutate` (wagmi 2's name): ask the wallet to switch; a refusal lands in `error` as a UserRejectedRequestError.
     * @deprecated use `mutate` instead (wagmi 3).
     */
    switchChain: Mutate<SwitchChainReturnType, SwitchChainErrorType, SwitchChainParameters, context>
    /**
     * The same function as `mutateAsync` (wagmi 2's name): resolves with the chain the wallet is on now.
     * @deprecated use `mutateAsync` instead (wagmi 3).
     */
    switchChainAsync: MutateAsync<SwitchChainReturnType, SwitchChainErrorType, SwitchChainParameters, context>
  }
>

/** Asks the wallet to switch to one of the config's chains (adding it when the wallet lacks it). */
export function useSwitchChain<config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters: UseSwitchChainParameters<config, context> = {},
): UseSwitchChainReturnType<config, context> {
  const config = useConfig(parameters)
  const mutation = useMutation((variables: SwitchChainParameters) => switchAction(config, variables), parameters.mutation, 'switchChain')
  return { ...mutation, chains: config.chains as config['chains'], switchChain: mutation.mutate, switchChainAsync: mutation.mutateAsync }
}
