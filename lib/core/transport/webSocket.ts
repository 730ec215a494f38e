import { webSocket, type Chain } from 'viem'
import { RPC_DEFAULTS } from './defaults'
import type { RpcRequest } from './types'

/**
 * JSON-RPC over a WebSocket node URL through viem's webSocket transport (reconnects,
 * keep-alive). Loaded only when the configured node URL is ws:// or wss:// (see rpcFor).
 */
export function createWebSocketRpc(url: string, chain?: Chain): RpcRequest {
  const { request } = webSocket(url, {
    timeout: RPC_DEFAULTS.timeout,
    retryCount: RPC_DEFAULTS.retryCount,
    retryDelay: RPC_DEFAULTS.retryDelay,
  })({ chain })
  return (method, params) => request({ method, params } as Parameters<typeof request>[0])
}
