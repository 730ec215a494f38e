import { createClient, defineChain, http, type Address, type Client } from 'viem'
import { getEnsAddress, getEnsAvatar, getEnsName, getEnsText } from 'viem/actions'
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

/** What a forward lookup (address or text record) may pass on to viem's action. */
export interface ForwardLookupOptions {
  /** Read at this block instead of the latest. */
  blockNumber?: bigint | undefined
  /** Read at this tag instead of `latest`. */
  blockTag?: 'latest' | 'earliest' | 'pending' | 'safe' | 'finalized' | undefined
  /** CCIP-read (ERC-3668) gateways for offchain names. */
  gatewayUrls?: string[] | undefined
  /** Pass the resolver's revert on instead of answering null. */
  strict?: boolean | undefined
  /** Another Universal Resolver than the chain's. */
  universalResolverAddress?: Address | undefined
}

/**
 * The address `name` resolves to for `coinType` (ENSIP-9/11; default 60, Ethereum), or null.
 * The name is normalised first (ENSIP-15): a name that is not valid resolves to null, never
 * to what a look-alike spelling points at.
 */
export async function fetchAddress(client: Client, name: string, options: ForwardLookupOptions & { coinType?: bigint | number | undefined }): Promise<Address | null> {
  const normalized = normalizedName(name)
  if (!normalized) return null
  const { coinType, ...rest } = options
  return getEnsAddress(client, { ...rest, name: normalized, coinType: coinType === undefined ? undefined : BigInt(coinType) })
}

/** The text record `key` of `name` (ENSIP-5: `com.twitter`, `url`, `avatar`...), or null; the name is normalised first, as fetchAddress. */
export async function fetchText(client: Client, name: string, key: string, options: ForwardLookupOptions): Promise<string | null> {
  const normalized = normalizedName(name)
  if (!normalized) return null
  return getEnsText(client, { ...options, name: normalized, key })
}
