import type { Config } from '../config'
import type { ChainNotConfiguredError, WalletError } from '../errors'
import { fetchText, type ForwardLookupOptions } from '../ens/lookups'
import { readChainOf } from '../read/chainOf'

/** Parameters of getEnsText (wagmi's). */
export interface GetEnsTextParameters extends ForwardLookupOptions {
  /** The ENS name (normalised here, ENSIP-15: an invalid name answers null). */
  name: string
  /** The text record (ENSIP-5): `com.twitter`, `url`, `description`, `avatar`... */
  key: string
  /** A chain with the ENS Universal Resolver (`contracts.ensUniversalResolver`). Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The record's text, or null when the name has none. */
export type GetEnsTextReturnType = string | null

/** What getEnsText rejects with (a node failure, or a chain without the Universal Resolver, arrives as viem's error). */
export type GetEnsTextErrorType = ChainNotConfiguredError | WalletError

/**
 * A text record of an ENS name, through the Universal Resolver of a configured chain (as
 * wagmi's). The React hook useEnsText reads Ethereum mainnet through the provider's
 * `ensRpcUrl` instead, as the kit's other ENS hooks; both run the same lookup. Render the
 * text as text: the name's owner chooses it.
 */
export async function getEnsText(config: Config, parameters: GetEnsTextParameters): Promise<GetEnsTextReturnType> {
  const { chainId, name, key, ...options } = parameters
  return fetchText(config.getClient({ chainId: readChainOf(config, chainId).id }), name, key, options)
}
