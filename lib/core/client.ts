import { createClient, http, webSocket, type Chain, type Client, type Transport } from 'viem'

/** RPC defaults from product-spec section 9. */
export const RPC_DEFAULTS = {
  timeout: 10_000,
  retryCount: 2,
  retryDelay: 100,
  multicallBatchSize: 1024,
  pollingInterval: 4_000,
  /** How long reads wait to join one JSON-RPC batch / one multicall. */
  batchWait: 16,
} as const

/**
 * Transport for a node URL: WebSocket for ws(s)://, else HTTP with JSON-RPC batching,
 * so every read made in the same tick (multicall + eth_getBalance) is ONE HTTP request.
 */
export function transportFor(url: string): Transport {
  const common = { timeout: RPC_DEFAULTS.timeout, retryCount: RPC_DEFAULTS.retryCount, retryDelay: RPC_DEFAULTS.retryDelay }
  if (/^wss?:\/\//i.test(url)) return webSocket(url, common)
  return http(url, { ...common, batch: { wait: RPC_DEFAULTS.batchWait } })
}

/**
 * A read client built with `createClient` (not `createPublicClient`): only the actions a
 * caller imports from `viem/actions` reach the bundle (~55 kB gzip less).
 */
export function createReadClient(chain: Chain, options: { pollingInterval?: number; url?: string } = {}): Client {
  const url = options.url ?? chain.rpcUrls.default.http[0]
  if (!url) throw new Error(`Chain ${chain.id} has no RPC URL configured.`)
  return createClient({
    chain,
    transport: transportFor(url),
    pollingInterval: options.pollingInterval ?? RPC_DEFAULTS.pollingInterval,
    batch: { multicall: { batchSize: RPC_DEFAULTS.multicallBatchSize, wait: RPC_DEFAULTS.batchWait } },
  })
}
