import { createRpc, type RpcRequest } from '@porch/kit'

/**
 * The history's JSON-RPC client: the kit's transport over the HTTP node URLs, with the
 * history's retry rule. HTTP 413 is the node's answer (a range too large): passed on at
 * once, so the scanner asks for a smaller range; a JSON-RPC error (-32005 "limit exceeded")
 * is never retried by the kit's transport either. A URL that fails hands over to the next
 * one, not to a retry of itself. HTTP only: viem's WebSocket transport retries -32005.
 * 10 s per attempt: a wide eth_getLogs may take seconds on a healthy node.
 */
export function createHistoryRpc(urls: readonly string[]): RpcRequest {
  const http = urls.filter((u) => /^https?:\/\//i.test(u))
  if (http.length === 0) return () => Promise.reject(new Error('No HTTP node URL is configured.'))
  return createRpc(http, { timeout: 10_000, retryCount: 0, answerStatuses: [413] })
}
