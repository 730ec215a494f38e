import type { Address } from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError, WalletError } from '../errors'
import { fetchName } from '../ens/lookups'
import { readChainOf } from '../read/chainOf'

/** Parameters of getEnsName (wagmi's). */
export type GetEnsNameParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** The address whose primary name is wanted. */
  address: Address
}

/** The primary name (forward-verified by the Universal Resolver), or null. */
export type GetEnsNameReturnType = string | null

/** What getEnsName rejects with (a node failure, or a chain without the Universal Resolver, arrives as viem's error). */
export type GetEnsNameErrorType = ChainNotConfiguredError | WalletError

/**
 * The primary ENS name of an address through a configured chain's Universal Resolver (as
 * wagmi's). The hook useEnsName reads mainnet through the provider's `ensRpcUrl` with the
 * kit's cache; both run the same lookup.
 */
export async function getEnsName<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { address, chainId }: GetEnsNameParameters<config, chainId>): Promise<GetEnsNameReturnType> {
  return fetchName(config.getClient({ chainId: readChainOf(config, chainId).id }), address)
}
