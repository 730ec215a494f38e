import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError, WalletError } from '../errors'
import { fetchAvatar, normalizedName } from '../ens/lookups'
import { sanitizeAvatarUrl } from '../ens/sanitize'
import { readChainOf } from '../read/chainOf'

/** Parameters of getEnsAvatar (wagmi's). */
export type GetEnsAvatarParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** The ENS name (normalised here, ENSIP-15: an invalid name answers null). */
  name: string
}

/** The avatar's URL (https: or data:image/ only), or null. */
export type GetEnsAvatarReturnType = string | null

/** What getEnsAvatar rejects with. */
export type GetEnsAvatarErrorType = ChainNotConfiguredError | WalletError

/**
 * The avatar of an ENS name through a configured chain's Universal Resolver (as wagmi's),
 * kept only when it is an https: or data:image/ URL, the rule useEnsAvatar follows (an
 * avatar record is whatever its owner wrote: a javascript: URL must never reach an img).
 */
export async function getEnsAvatar<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { name, chainId }: GetEnsAvatarParameters<config, chainId>): Promise<GetEnsAvatarReturnType> {
  const normal = normalizedName(name)
  if (!normal) return null
  return sanitizeAvatarUrl(await fetchAvatar(config.getClient({ chainId: readChainOf(config, chainId).id }), normal))
}
