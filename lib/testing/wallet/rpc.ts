/** An EIP-1193 error as a wallet throws it: an Error with a numeric `code` (EIP-1193, EIP-1474). */
export function walletError(code: number, message: string, data?: unknown): Error & { code: number; data?: unknown } {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/** A node's JSON-RPC call with a deadline; a node's error keeps its code and data. */
export async function nodeRequest(rpcUrl: string, method: string, params: unknown, timeoutMs = 15_000): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string; data?: unknown } }
  if (body.error) throw walletError(body.error.code ?? -32603, body.error.message ?? `${method} failed`, body.error.data)
  return body.result
}

/** `0x`-prefixed hex of a number. */
export const hex = (n: number | bigint): `0x${string}` => `0x${n.toString(16)}`

/** A chain id from a request's `0x…` string (NaN when it is not one). */
export function parseChainId(value: unknown): number {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{1,16}$/.test(value) ? Number.parseInt(value, 16) : Number.NaN
}
