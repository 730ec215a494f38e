import { createClient, defineChain, http, type Address, type Client } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import { normalize } from 'viem/ens'

/**
 * The network half of ENS lookups, loaded on the first lookup only: viem's ENS actions and
 * the ENSIP-15 normaliser (@adraffy/ens-normalize, ~25 kB gzip) stay out of the first load.
 */

/** RPC limits, as for every RPC of the kit: 10 s timeout, 2 retries 100 ms apart. */
const RPC = { timeout: 10_000, retryCount: 2, retryDelay: 100 } as const

/**
 * Ethereum mainnet with the two contracts the ENS actions use (the values of viem's `mainnet`).
 * Not imported from `viem/chains`: that module lists every chain viem knows, and some of them
 * pull in Node-only modules an app's bundler then warns about.
 */
const mainnet = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockTime: 12_000,
  rpcUrls: { default: { http: [] } },
  contracts: {
    ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee', blockCreated: 23_085_558 },
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14_353_601 },
  },
})

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
