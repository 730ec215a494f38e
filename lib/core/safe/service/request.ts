import { withDeadline } from '../../deadline'
import { SafeServiceError } from './errors'
import { stringifyQuery } from './query'
import { anyAnswer, type AnswerShape } from './shapes'
import type { Query, ServiceErrorBody } from './types/common'

/** A `fetch` implementation (the global one by default). */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

/** The Safe client gateway that Safe{Wallet} itself uses; the default service root. */
export const DEFAULT_SAFE_SERVICE_URL = 'https://safe-client.safe.global'
/** Reads answer in well under a second; past this the service is treated as unreachable. */
export const DEFAULT_SAFE_SERVICE_TIMEOUT_MS = 20_000

/** Options of createSafeServiceClient: where the service is, how to reach it, how long to wait. */
export interface SafeServiceClientOptions {
  /** Service root, e.g. 'https://safe-client.safe.global' (a trailing '/' is ignored). */
  baseUrl?: string
  /** Injected for tests and other runtimes; defaults to the global fetch at call time. */
  fetch?: FetchFn
  /** Milliseconds per request before it fails with SafeServiceError; 0 turns the timeout off. Default 20000. */
  timeoutMs?: number
}

/** Options every service call takes. */
export interface CallOptions {
  /** Aborting rejects the call with the signal's reason. */
  signal?: AbortSignal
}

/** Options of a GET call: the query, or a page URL from an earlier answer. */
export interface GetOptions extends CallOptions {
  /** Query parameters to append to the path; null and undefined values are left out. */
  query?: Query
  /** A page's `next` / `previous` URL; replaces path and query. Must be on the service's origin. */
  pageUrl?: string | null
}

/** The HTTP verbs the endpoints use, bound to one base URL, fetch and timeout. */
export interface ServiceHttp {
  /** The service root every path is resolved against, without a trailing '/'. */
  readonly baseUrl: string
  /** `accept` checks the answer's outline; a body it refuses is 'Invalid response content'. */
  get<T>(path: string, accept: AnswerShape, options?: GetOptions): Promise<T>
  /** Sends `body` as JSON; `accept` checks the answer's outline like `get`. */
  post<T>(path: string, body: unknown, accept: AnswerShape, options?: CallOptions): Promise<T>
  /** Deletes the resource at `path`; any answer body is ignored. */
  delete(path: string, options?: CallOptions): Promise<void>
}

function normalizeBaseUrl(raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new TypeError(`The Safe service address "${raw}" is not a valid URL.`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`The Safe service address must start with https:// or http:// (got "${raw}").`)
  }
  return raw.replace(/\/+$/, '')
}

function isErrorBody(body: unknown): body is ServiceErrorBody {
  if (typeof body !== 'object' || body === null) return false
  const { code, message } = body as Record<string, unknown>
  return (typeof code === 'number' || typeof code === 'string') && typeof message === 'string'
}

/** HTTP/2 answers carry no reason phrase; fall back to the status number. */
function statusText(response: Response): string {
  return response.statusText || `HTTP ${response.status}`
}

/**
 * The service's answer rules: 204 is an empty object; a body that is not JSON is
 * 'Invalid response content: <status text>'; a non-OK answer is '<code>: <message>' when the
 * body has both, else the status text. An empty body counts as no content.
 */
async function parseResponse<T>(response: Response, url: string, accept: AnswerShape): Promise<T> {
  const status = response.status
  if (status === 204) return {} as T
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    throw new SafeServiceError(`Could not read the Safe service's answer: ${statusText(response)}`, { status, url, cause })
  }
  let body: unknown = {}
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text)
    } catch (cause) {
      throw new SafeServiceError(`Invalid response content: ${statusText(response)}`, { status, url, cause })
    }
  }
  if (!response.ok) {
    if (isErrorBody(body)) {
      throw new SafeServiceError(`${body.code}: ${body.message}`, { status, url, code: body.code })
    }
    throw new SafeServiceError(statusText(response), { status, url })
  }
  if (!accept(body)) throw new SafeServiceError(`Invalid response content: ${statusText(response)}`, { status, url })
  return body as T
}

/** Binds the HTTP verbs to one service root, fetch and timeout; the endpoint functions call these. */
export function createServiceHttp(options: SafeServiceClientOptions = {}): ServiceHttp {
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? DEFAULT_SAFE_SERVICE_URL)
  const origin = new URL(baseUrl).origin
  const timeoutMs = options.timeoutMs ?? DEFAULT_SAFE_SERVICE_TIMEOUT_MS
  const doFetch: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  /**
   * One request, bounded by the timeout and the caller's signal. Both are raced against the
   * fetch too, so an injected fetch that ignores `signal` cannot hang a caller.
   */
  async function send<T>(url: string, init: RequestInit, accept: AnswerShape, signal: AbortSignal | undefined): Promise<T> {
    signal?.throwIfAborted()
    const controller = new AbortController()
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    const late = () => {
      const error = new SafeServiceError(`The Safe service did not answer within ${timeoutMs} ms.`, { status: 0, url })
      controller.abort(error)
      throw error
    }
    const attempt = (async () => {
      let response: Response
      try {
        response = await doFetch(url, { ...init, signal: controller.signal })
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause)
        throw new SafeServiceError(`Could not reach the Safe service: ${reason}`, { status: 0, url, cause })
      }
      return parseResponse<T>(response, url, accept)
    })()
    try {
      // A timeout of 0 turns the timer off.
      return await withDeadline(attempt, { ms: timeoutMs > 0 ? timeoutMs : Infinity, onLate: late, signal })
    } finally {
      signal?.removeEventListener('abort', onAbort)
    }
  }

  function pageUrlOnService(pageUrl: string): string {
    let parsed: URL | undefined
    try {
      parsed = new URL(pageUrl)
    } catch {
      parsed = undefined
    }
    // A page URL comes from an earlier answer; never let it send the request elsewhere.
    if (!parsed || parsed.origin !== origin) {
      throw new SafeServiceError(`Page URL is not on the Safe service (${origin}): ${pageUrl}`, { status: 0, url: pageUrl })
    }
    return parsed.href
  }

  return {
    baseUrl,
    async get<T>(path: string, accept: AnswerShape, { query, pageUrl, signal }: GetOptions = {}) {
      const url = pageUrl ? pageUrlOnService(pageUrl) : `${baseUrl}${path}${stringifyQuery(query)}`
      return send<T>(url, { method: 'GET', headers: { Accept: 'application/json' } }, accept, signal)
    },
    async post<T>(path: string, body: unknown, accept: AnswerShape, { signal }: CallOptions = {}) {
      const init: RequestInit = {
        method: 'POST',
        // The service reads request bodies as JSON only.
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        // An absent body goes out as an empty JSON object, so the body is always valid JSON.
        body: JSON.stringify(body ?? {}),
      }
      return send<T>(`${baseUrl}${path}`, init, accept, signal)
    },
    async delete(path: string, { signal }: CallOptions = {}) {
      await send(`${baseUrl}${path}`, { method: 'DELETE', headers: { Accept: 'application/json' } }, anyAnswer, signal)
    },
  }
}
