import type { Config } from '../config'

/** What getChains returns: the config's chains as it typed them (wagmi's `GetChainsReturnType<config>`). */
export type GetChainsReturnType<config extends Config = Config> = config['chains']

/** The config's chains, the default first (wagmi's `getChains`). */
export function getChains<config extends Config>(config: config): GetChainsReturnType<config> {
  return config.chains
}
