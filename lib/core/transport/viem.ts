import { http, webSocket, type Transport } from 'viem'
import { RPC_DEFAULTS } from './defaults'
import { isWebSocketUrl } from './rpcFor'

/**
 * viem's transport for a node URL: WebSocket for ws(s)://, else HTTP with JSON-RPC
 * batching. Only the lazy viem Client (createReadClient, used by the write and receipt
 * paths) loads this module; the first-load read path uses the Reader instead.
 */
export function transportFor(url: string): Transport {
  const common = { timeout: RPC_DEFAULTS.timeout, retryCount: RPC_DEFAULTS.retryCount, retryDelay: RPC_DEFAULTS.retryDelay }
  if (isWebSocketUrl(url)) return webSocket(url, common)
  return http(url, { ...common, batch: { wait: RPC_DEFAULTS.batchWait } })
}
