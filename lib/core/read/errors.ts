import type { Address, Hex } from 'viem'
import { WalletError } from '../errors'

/**
 * Typed read errors. They extend WalletError so the kit's "every error is typed" rule
 * holds for reads too; `code` is the JSON-RPC error code when the node sent one.
 */
export class ReadError extends WalletError {
  override name = 'ReadError'
}

/** The node answered with a non-2xx status, a body that is not JSON-RPC, or not at all (network). */
export class HttpRequestError extends ReadError {
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

/** No answer within the timeout (product-spec section 9: 10 000 ms). */
export class RpcTimeoutError extends ReadError {
  override name = 'RpcTimeoutError'
  readonly timeout: number
  constructor(url: string, timeout: number) {
    super(`The RPC request to ${url} timed out after ${timeout} ms.`)
    this.timeout = timeout
  }
}

/** A JSON-RPC error object for one request (https://www.jsonrpc.org/specification#error_object). */
export class RpcResponseError extends ReadError {
  override name = 'RpcResponseError'
  readonly data: unknown
  constructor(method: string, error: { code?: unknown; message?: unknown; data?: unknown }) {
    const code = typeof error.code === 'number' ? error.code : undefined
    const message = typeof error.message === 'string' ? error.message : 'unknown error'
    super(`${method} failed: ${message}`, code === undefined ? {} : { code })
    this.data = error.data
  }
}

/** One contract read failed (reverted, or returned no/invalid data); the others in its batch are unaffected. */
export class ContractReadError extends ReadError {
  override name = 'ContractReadError'
  readonly to: Address
  /** The call data that was sent. */
  readonly callData: Hex
  /** Revert data, when the call reverted. */
  readonly revertData: Hex | undefined
  constructor(to: Address, callData: Hex, options: { revertData?: Hex; reason: string; cause?: unknown }) {
    super(`Reading ${callData.slice(0, 10)} on ${to} failed: ${options.reason}`, { cause: options.cause })
    this.to = to
    this.callData = callData
    this.revertData = options.revertData
  }
}

/** Return data that does not match the expected ABI types. */
export class AbiDecodeError extends ReadError {
  override name = 'AbiDecodeError'
}
