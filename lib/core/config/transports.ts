import type { Chain, Transport } from 'viem'
import { chainRpcUrls } from '../client'

/**
 * How the kit reaches a chain's node: node URLs (the kit's own JSON-RPC client, Multicall3
 * reader and failover), or a viem transport it cannot see through, used as given.
 */
export type ChainRoute = { readonly urls: readonly string[]; /** The app's transport's type, when it gave one. */ readonly type?: string } | { readonly transport: Transport }

interface MadeTransport {
  config: { type: string }
  value?: { url?: unknown; fetchOptions?: unknown; transports?: readonly MadeTransport[] } | undefined
}

/**
 * The route of `chain` from the app's transport for it (wagmi's `transports[chain.id]`):
 * `http(url)` and `fallback([http(a), http(b)])` become their URLs in order (as wagmi's own
 * extractRpcUrls reads them), so the kit keeps its batching and failover. A transport that
 * does not resolve to plain HTTP URLs (webSocket, custom, an http with fetchOptions such as
 * headers the kit's client would drop) is kept whole. No transport: the chain's `rpcUrls`.
 */
export function routeOf(chain: Chain, transport: Transport | undefined): ChainRoute {
  if (!transport) return { urls: chainRpcUrls(chain) }
  const made = transport({ chain, retryCount: 0 }) as unknown as MadeTransport
  const members = made.config.type === 'fallback' ? (made.value?.transports ?? []) : [made]
  const urls: string[] = []
  for (const member of members) {
    const url = member.value?.url
    if (member.config.type !== 'http' || member.value?.fetchOptions !== undefined || typeof url !== 'string') return { transport }
    urls.push(url)
  }
  return urls.length > 0 ? { urls, type: made.config.type } : { transport }
}
