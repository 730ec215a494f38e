import { createClient, http, type Address, type Client } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import { mainnet } from 'viem/chains'
import { normalize } from 'viem/ens'

/**
 * The network half of ENS lookups, loaded on the first lookup only: viem's ENS actions and
 * the ENSIP-15 normaliser (@adraffy/ens-normalize, ~25 kB gzip) stay out of the first load.
 */

/** RPC limits, as for every RPC of the kit: 10 s timeout, 2 retries 100 ms apart. */
const RPC = { timeout: 10_000, retryCount: 2, retryDelay: 100 } as const

export function createMainnetClient(rpcUrl: string): Client {
  return createClient({ chain: mainnet, transport: http(rpcUrl, RPC) })
}

/** Normalised ENS name (ENSIP-15), or undefined when it is not a valid name. */
export function normalizedName(name: string): string | undefined {
  if (typeof name !== 'string' || name.length === 0 || name.length > 255) return undefined
  try {
    return normalize(name)
  } catch {
    return undefined
  }
}

export const fetchName = (client: Client, address: Address) => getEnsName(client, { address })
/** Note: for an https avatar viem also sends a HEAD request to the image host to check it is an image. */
export const fetchAvatar = (client: Client, name: string) => getEnsAvatar(client, { name })
