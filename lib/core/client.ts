import { createClient, type Chain, type Client, type Transport } from 'viem'
import { RPC_DEFAULTS } from './transport/defaults'
import { createRpcHealth, type RpcHealth } from './transport/health'
import { lazyTransport } from './transport/lazy'
import type { ClientOptions } from './config/types'

/**
 * A viem Client for the write and receipt paths (simulate, waitForTransactionReceipt...).
 *
 * It is built with `createClient` (only the actions a caller imports reach the bundle) and
 * a lazy transport: viem's http/webSocket transports, with their retry and error-mapping
 * code, load on the first request (lib/core/transport/viem.ts), so creating the
 * client costs the first page load almost nothing. Contract reads use the Reader
 * (config.getReader), not this client.
 */
export function createReadClient(
  chain: Chain,
  options: {
    pollingInterval?: number
    url?: string
    health?: RpcHealth
    /** The app's viem client options (createConfig's). */
    client?: Partial<ClientOptions>
    /** The app's transport's type (`'http'`, `'fallback'`), which the client's transport reports. */
    transportType?: string
  } = {},
): Client<Transport, Chain> {
  const health = options.health ?? createRpcHealth(options.url ? [options.url] : chainRpcUrls(chain))
  return createClient({
    ...options.client,
    chain,
    transport: lazyTransport(health, options.transportType),
    pollingInterval: options.client?.pollingInterval ?? options.pollingInterval ?? RPC_DEFAULTS.pollingInterval,
    batch: options.client?.batch ?? { multicall: { batchSize: RPC_DEFAULTS.multicallBatchSize, wait: RPC_DEFAULTS.batchWait } },
  })
}

/** The chain's node URLs in order of preference (HTTP ones, else WebSocket ones). */
export function chainRpcUrls(chain: Chain): string[] {
  const urls = chain.rpcUrls.default.http.length > 0 ? chain.rpcUrls.default.http : (chain.rpcUrls.default.webSocket ?? [])
  if (urls.length === 0) throw new Error(`Chain ${chain.id} has no RPC URL configured.`)
  return [...urls]
}
