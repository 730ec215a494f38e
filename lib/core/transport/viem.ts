import { fallback, http, webSocket, HttpRequestError, type EIP1193RequestFn, type Transport } from 'viem'
import { RPC_DEFAULTS } from './defaults'
import { HEALTH_DEFAULTS, type RpcHealth } from './health'
import { isNodeDown } from './nodeDown'
import { isWebSocketUrl } from './rpcFor'

/**
 * viem's transport for a node URL: WebSocket for ws(s)://, else HTTP with JSON-RPC
 * batching. Only the lazy viem Client (createReadClient, used by the write and receipt
 * paths) loads this module; the first-load read path uses the Reader instead.
 */
export function transportFor(url: string, options: { timeout?: number; retryCount?: number } = {}): Transport {
  const common = {
    timeout: options.timeout ?? RPC_DEFAULTS.timeout,
    retryCount: options.retryCount ?? RPC_DEFAULTS.retryCount,
    retryDelay: RPC_DEFAULTS.retryDelay,
  }
  if (isWebSocketUrl(url)) return webSocket(url, common)
  return http(url, { ...common, batch: { wait: RPC_DEFAULTS.batchWait } })
}

/**
 * Several node URLs: viem's `fallback` over them in order of preference. Each member skips
 * at once (so `fallback` moves on) while the shared health says its URL failed recently and
 * another answers, and reports every outcome to it, so the reader and this client agree on
 * which node is up and both go back to the preferred one when it recovers.
 */
export function failoverTransport(health: RpcHealth): Transport {
  const [only] = health.urls
  if (health.urls.length === 1 && only) return transportFor(only)
  const members = health.urls.map((url): Transport => {
    const inner = transportFor(url, { timeout: HEALTH_DEFAULTS.failoverTimeout, retryCount: 0 })
    return (params) => {
      const transport = inner(params)
      const request = (async (args: Parameters<EIP1193RequestFn>[0], options?: Parameters<EIP1193RequestFn>[1]) => {
        if (health.shouldSkip(url)) throw new HttpRequestError({ url, details: 'skipped: this node failed recently' })
        try {
          const result = await transport.request(args, options)
          health.report(url, true)
          return result
        } catch (error) {
          health.report(url, !isNodeDown(error))
          throw error
        }
      }) as EIP1193RequestFn
      return { ...transport, request }
    }
  })
  return fallback(members, { retryCount: 0 })
}
