import { createClient, type Chain, type Client, type EIP1193RequestFn, type Transport } from 'viem'

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
 * A viem Client for the write and receipt paths (simulate, waitForTransactionReceipt...).
 *
 * It is built with `createClient` (only the actions a caller imports reach the bundle) and
 * a lazy transport: viem's http/webSocket transports, with their retry and error-mapping
 * code, load on the first request (lib/core/read/viemTransport.ts), so creating the
 * client costs the first page load almost nothing. Staking reads use the Reader
 * (config.getReader), not this client.
 */
export function createReadClient(chain: Chain, options: { pollingInterval?: number; url?: string } = {}): Client {
  const url = options.url ?? chain.rpcUrls.default.http[0] ?? chain.rpcUrls.default.webSocket?.[0]
  if (!url) throw new Error(`Chain ${chain.id} has no RPC URL configured.`)
  return createClient({
    chain,
    transport: lazyTransport(url),
    pollingInterval: options.pollingInterval ?? RPC_DEFAULTS.pollingInterval,
    batch: { multicall: { batchSize: RPC_DEFAULTS.multicallBatchSize, wait: RPC_DEFAULTS.batchWait } },
  })
}

function lazyTransport(url: string): Transport {
  return ({ chain, pollingInterval }) => {
    let inner: Promise<ReturnType<Transport>['request']> | undefined
    const load = () =>
      (inner ??= import('./read/viemTransport').then(
        (m) => m.transportFor(url)({ chain, pollingInterval }).request,
        (error: unknown) => {
          inner = undefined // a failed chunk load may succeed next time
          throw error
        },
      ))
    // Retries and timeouts happen inside the real transport; none are added here.
    const request = (async (args, options) => (await load())(args, options)) as EIP1193RequestFn
    return {
      config: { key: 'lazy', name: 'Lazy HTTP/WebSocket', type: 'lazy', request, retryCount: 0, timeout: RPC_DEFAULTS.timeout },
      request,
      value: { url },
    }
  }
}
