import type { Chain } from 'viem'
import { lazyImport } from '../lazy'
import { createHttpRpc, type HttpRpcOptions } from './http'
import type { RpcRequest } from './types'

export const isWebSocketUrl = (url: string): boolean => /^wss?:\/\//i.test(url)

/**
 * The JSON-RPC sender for a node URL: the lean fetch client for http(s)://, viem's
 * WebSocket transport for ws(s)://, imported on first use so HTTP sites never load it.
 */
export function rpcFor(url: string, options: HttpRpcOptions & { chain?: Chain } = {}): RpcRequest {
  if (!isWebSocketUrl(url)) return createHttpRpc(url, options)
  const socket = lazyImport(() => import('./webSocket').then((m) => m.createWebSocketRpc(url, options.chain)))
  return async (method, params) => (await socket())(method, params)
}
