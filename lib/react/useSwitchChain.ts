import type { Chain } from 'viem'
import { switchChain as switchAction, type SwitchChainParameters, type SwitchChainReturnType } from '../core/actions/switchChain'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

/** Parameters of useSwitchChain (wagmi's). */
export interface UseSwitchChainParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<SwitchChainReturnType, SwitchChainParameters>
}

/**
 * What useSwitchChain returns (wagmi's fields): the mutation state (`variables.chainId`
 * while `isPending` is the chain being confirmed in the wallet), `switchChain`,
 * `switchChainAsync` and the config's `chains`.
 */
export interface UseSwitchChainReturnType extends UseMutationReturnType<SwitchChainReturnType, SwitchChainParameters> {
  /** The config's chains, the default first. */
  chains: readonly [Chain, ...Chain[]]
  /** Ask the wallet to switch; the outcome lands in the state (a refusal in `error`, as a UserRejectedRequestError). Never throws. */
  switchChain: (variables: SwitchChainParameters, options?: MutateOptions<SwitchChainReturnType, SwitchChainParameters>) => void
  /** Ask the wallet to switch and get the chain it is on now (rejects with a SwitchChainErrorType). */
  switchChainAsync: (variables: SwitchChainParameters, options?: MutateOptions<SwitchChainReturnType, SwitchChainParameters>) => Promise<SwitchChainReturnType>
}

/** Asks the wallet to switch to one of the config's chains (adding it when the wallet lacks it). */
export function useSwitchChain(parameters: UseSwitchChainParameters = {}): UseSwitchChainReturnType {
  const config = useConfig()
  const mutation = useMutation((variables: SwitchChainParameters) => switchAction(config, variables), parameters.mutation)
  return { ...mutation, chains: config.chains, switchChain: mutation.mutate, switchChainAsync: mutation.mutateAsync }
}
