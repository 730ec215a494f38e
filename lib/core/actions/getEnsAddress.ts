import type { Address } from 'viem'
import type { Config } from '../config'
import type { ChainNotConfiguredError, WalletError } from '../errors'
import { fetchAddress, type ForwardLookupOptions } from '../ens/lookups'
import { readChainOf } from '../read/chainOf'

/** Parameters of getEnsAddress (wagmi's). */
export interface GetEnsAddressParameters extends ForwardLookupOptions {
  /** The ENS name (normalised here, ENSIP-15: an invalid name answers null). */
  name: string
  /** ENSIP-9/11 coin type of the address wanted. Default 60 (Ethereum). */
  coinType?: bigint | number | undefined
  /** A chain with the ENS Universal Resolver (`contracts.ensUniversalResolver`: mainnet, Sepolia). Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The address, or null when the name has none. */
export type GetEnsAddressReturnType = Address | null

/** What getEnsAddress rejects with (a node failure, or a chain without the Universal Resolver, arrives as viem's error). */
export type GetEnsAddressErrorType = ChainNotConfiguredError | WalletError

/**
 * The address an ENS name resolves to, through the Universal Resolver of a configured chain
 * (as wagmi's). The React hook useEnsAddress reads Ethereum mainnet through the provider's
 * `ensRpcUrl` instead, as the kit's other ENS hooks; both run the same lookup.
 */
export async function getEnsAddress(config: Config, parameters: GetEnsAddressParameters): Promise<GetEnsAddressReturnType> {
  const { chainId, name, ...options } = parameters
  return fetchAddress(config.getClient({ chainId: readChainOf(config, chainId).id }), name, options)
}
