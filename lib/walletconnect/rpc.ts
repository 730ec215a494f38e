/** Plain JSON-RPC over HTTP POST for reads (spec section 7), with the spec's 10 s timeout. */

export const RPC_TIMEOUT_MS = 10_000

/** A JSON-RPC error answered by the node, keeping its code and data for viem's error mapping. */
export class RpcResponseError extends Error {
  override name = 'RpcResponseError'
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

let nextId = 1

export async function readRpc(url: string, method: string, params?: unknown, timeoutMs = RPC_TIMEOUT_MS): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      signal: controller.signal,
    })
    if (!res.ok) throw new RpcResponseError(`RPC request failed: HTTP ${res.status} ${res.statusText}`.trim(), -32603)
    const body = (await res.json()) as { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
    if (body.error) {
      throw new RpcResponseError(body.error.message ?? 'RPC error', body.error.code ?? -32603, body.error.data)
    }
    return body.result
  } catch (e) {
    if (controller.signal.aborted) throw new RpcResponseError(`RPC request ${method} timed out after ${timeoutMs / 1000} s.`, -32603)
    throw e
  } finally {
    clearTimeout(timer)
  }
}
