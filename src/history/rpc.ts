import type { RpcRequest } from '@porch/kit'

/** A node's answer to one request that is not a result: `code` (JSON-RPC) or `status` (HTTP) says which. */
export class HistoryRpcError extends Error {
  override name = 'HistoryRpcError'
  readonly code: number | undefined
  readonly status: number | undefined
  constructor(message: string, options: { code?: number; status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.code = options.code
    this.status = options.status
  }
}

interface Pending {
  id: number
  method: string
  params: readonly unknown[]
  resolve(value: unknown): void
  reject(error: unknown): void
}

/**
 * The history's own small JSON-RPC client over HTTP: requests made in the same tick go out
 * as one POST (a batch), and a node that is down, times out or answers garbage hands over
 * to the next URL. It never retries a JSON-RPC error: -32005 "limit exceeded" must reach
 * the scanner at once, which then asks for a smaller range (viem's transport would retry it).
 * Kept apart from the kit's transport so this on-demand code adds nothing to the first load.
 */
export function createHistoryRpc(urls: readonly string[], { timeout = 10_000 } = {}): RpcRequest {
  const http = urls.filter((u) => /^https?:\/\//i.test(u))
  let queue: Pending[] = []
  let nextId = 1

  const post = async (url: string, body: string): Promise<unknown> => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeout)
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: controller.signal })
      const text = await response.text()
      if (response.status === 413) throw new HistoryRpcError('The node refused the request as too large.', { status: 413 })
      if (!response.ok) throw new HistoryRpcError(`The node answered HTTP ${response.status}.`, { status: response.status })
      return JSON.parse(text) as unknown
    } finally {
      clearTimeout(timer)
    }
  }

  const flush = async () => {
    const batch = queue
    queue = []
    const payload = batch.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params }))
    const body = JSON.stringify(payload.length === 1 ? payload[0] : payload)
    let answer: unknown
    let failure: unknown = new HistoryRpcError('No HTTP node URL is configured.')
    for (const url of http) {
      try {
        answer = await post(url, body)
        failure = undefined
        break
      } catch (error) {
        failure = error
        if (error instanceof HistoryRpcError && error.status === 413) break
      }
    }
    if (failure !== undefined) return batch.forEach((p) => p.reject(failure))
    const list = (Array.isArray(answer) ? answer : [answer]) as Array<{ id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } } | null>
    const byId = new Map(list.map((r) => [r?.id, r]))
    for (const p of batch) {
      const r = byId.get(p.id) ?? (list.length === 1 && batch.length === 1 ? list[0] : undefined)
      if (!r || typeof r !== 'object') p.reject(new HistoryRpcError(`The node sent no answer for ${p.method}.`))
      else if (r.error) {
        const code = typeof r.error.code === 'number' ? r.error.code : undefined
        p.reject(new HistoryRpcError(`${p.method} failed: ${typeof r.error.message === 'string' ? r.error.message : 'unknown error'}`, { code }))
      } else if (!('result' in r)) p.reject(new HistoryRpcError(`The node sent no result for ${p.method}.`))
      else p.resolve(r.result)
    }
  }

  return (method, params) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setTimeout(() => void flush(), 0)
      queue.push({ id: nextId++, method, params, resolve, reject })
    })
}
