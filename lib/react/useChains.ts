import type { Config } from '../core/config'
import type { GetChainsReturnType } from '../core/actions/getChains'
import type { ResolvedRegister } from '../core/register'
import { useConfig, type UseConfigParameters } from './context'

/** Parameters of useChains (wagmi's): an optional `config`. */
export type UseChainsParameters<config extends Config = Config> = UseConfigParameters<config>

/** What useChains returns: the config's chains as it typed them (wagmi's). */
export type UseChainsReturnType<config extends Config = Config> = GetChainsReturnType<config>

/** The config's chains, the default first (wagmi's `useChains`). */
export function useChains<config extends Config = ResolvedRegister['config']>(parameters: UseChainsParameters<config> = {}): UseChainsReturnType<config> {
  return useConfig(parameters).chains
}
