import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { RPC_DEFAULTS } from './defaults'
import type { RpcRequest } from './types'

/** Options of the kit's JSON-RPC client over HTTP (per node URL). */
export interface HttpRpcOptions {
  /** Per attempt, ms (default 10 000). */
  timeout?: number
  /** Extra attempts after a transport failure (default 2). */
  retryCount?: number
  /** Pause between attempts, ms (default 100). */
  retryDelay?: number
  /** Requests made within this many ms share one HTTP POST (a JSON-RPC batch). Default 0: the same tick. */
  batchWait?: number
  /**
   * HTTP statuses that are the node's answer to this request, not a failure of the node: not
   * retried and, over several URLs, not sent elsewhere. A history scan passes 413 (a range too
   * large), and asks for a smaller range instead.
   */
  answerStatuses?: readonly number[]
  /** The fetch to send with (default: the global one). */
  fetch?: typeof fetch
}

interface Pending {
  id: number
  method: string
  params: readonly unknown[]
  resolve(value: unknown): void
  reject(error: unknown): void
}

interface JsonRpcResponse {
  id?: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

type Payload = Array<{ jsonrpc: '2.0'; id: number; method: string; params: readonly unknown[] }>

/** HTTP statuses worth another attempt (rate limits, overloaded or restarting nodes), as viem's http transport. */
const RETRY_STATUS = new Set([408, 413, 429, 500, 502, 503, 504])

/**
 * JSON-RPC 2.0 over fetch: requests made together go out as one POST (a batch when there
 * are several). Transport failures (network, timeout, retryable HTTP status) retry the
 * whole POST; a JSON-RPC error answers only its own request and is not retried, since the
 * node did answer. Errors are viem's (HttpRequestError, TimeoutError, RpcRequestError), so an
 * app's `instanceof` checks hold for the kit's reads as for viem's client.
 */
export function createHttpRpc(url: string, options: HttpRpcOptions = {}): RpcRequest {
  const timeout = options.timeout ?? RPC_DEFAULTS.timeout
  const retryCount = options.retryCount ?? RPC_DEFAULTS.retryCount
  const retryDelay = options.retryDelay ?? RPC_DEFAULTS.retryDelay
  const batchWait = options.batchWait ?? 0
  const answerStatuses = new Set(options.answerStatuses)
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init))
  let queue: Pending[] = []
  let nextId = 1

  const post = async (payload: Payload): Promise<unknown> => {
    const body = payload.length === 1 ? payload[0]! : payload
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeout)
    let response: Response
    try {
      response = await fetchFn(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: controller.signal })
      const text = await response.text()
      if (!response.ok) throw new HttpRequestError({ url, body, status: response.status, details: text.slice(0, 200) })
      try {
        return JSON.parse(text) as unknown
      } catch (cause) {
        throw new HttpRequestError({ url, body, status: response.status, details: 'the answer is not JSON', cause: cause as Error })
      }
    } catch (error) {
      if (error instanceof HttpRequestError) throw error
      if (controller.signal.aborted) throw new TimeoutError({ url, body })
      throw new HttpRequestError({ url, body, cause: error as Error })
    } finally {
      clearTimeout(timer)
    }
  }

  const postWithRetry = async (payload: Payload): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await post(payload)
      } catch (error) {
        const status = error instanceof HttpRequestError ? error.status : undefined
        const retryable = status === undefined ? true : RETRY_STATUS.has(status) && !answerStatuses.has(status)
        if (!retryable || attempt >= retryCount) throw error
        await new Promise((r) => setTimeout(r, retryDelay))
      }
    }
  }

  const flush = async () => {
    const batch = queue
    queue = []
    const payload: Payload = batch.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params }))
    try {
      const answer = await postWithRetry(payload)
      const responses = (Array.isArray(answer) ? answer : [answer]) as JsonRpcResponse[]
      const byId = new Map(responses.map((r) => [r?.id, r]))
      for (const p of batch) {
        // A node that cannot batch may answer a batch with one error object without an id.
        const r = byId.get(p.id) ?? (responses.length === 1 && batch.length === 1 ? responses[0] : undefined)
        const body = { jsonrpc: '2.0', id: p.id, method: p.method, params: p.params }
        if (!r || typeof r !== 'object') p.reject(new HttpRequestError({ url, body, details: `no answer for ${p.method}` }))
        else if (r.error) p.reject(new RpcRequestError({ url, body, error: r.error }))
        else if (!('result' in r)) p.reject(new HttpRequestError({ url, body, details: `no result for ${p.method}` }))
        else p.resolve(r.result)
      }
    } catch (error) {
      for (const p of batch) p.reject(error)
    }
  }

  return (method, params) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setTimeout(() => void flush(), batchWait)
      queue.push({ id: nextId++, method, params, resolve, reject })
    })
}
