import { WalletError } from '../errors'

/** A JSON-RPC request did not get a usable answer from the node. `code` is the JSON-RPC error code when the node sent one. */
export class TransportError extends WalletError {
  override name = 'TransportError'
}

/** The node answered with a non-2xx status, a body that is not JSON-RPC, or not at all (network). */
export class HttpRequestError extends TransportError {
  override name = 'HttpRequestError'
  readonly status: number | undefined
  readonly url: string
  constructor(url: string, options: { status?: number; details?: string; cause?: unknown } = {}) {
    const what = options.status === undefined ? 'failed' : `failed with HTTP ${options.status}`
    super(`The RPC request to ${url} ${what}${options.details ? `: ${options.details}` : '.'}`, { cause: options.cause })
    this.status = options.status
    this.url = url
  }
}

/** No answer within the timeout (default 10 000 ms). */
export class RpcTimeoutError extends TransportError {
  override name = 'RpcTimeoutError'
  readonly timeout: number
  constructor(url: string, timeout: number) {
    super(`The RPC request to ${url} timed out after ${timeout} ms.`)
    this.timeout = timeout
  }
}

/** A JSON-RPC error object for one request (https://www.jsonrpc.org/specification#error_object). */
export class RpcResponseError extends TransportError {
  override name = 'RpcResponseError'
  readonly data: unknown
  constructor(method: string, error: { code?: unknown; message?: unknown; data?: unknown }) {
    const code = typeof error.code === 'number' ? error.code : undefined
    const message = typeof error.message === 'string' ? error.message : 'unknown error'
    super(`${method} failed: ${message}`, code === undefined ? {} : { code })
    this.data = error.data
  }
}
