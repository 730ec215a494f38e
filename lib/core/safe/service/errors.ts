import { BaseError } from 'viem'

/**
 * Every failure of the wallet-service client. `status` is the HTTP status, or 0 when no
 * HTTP answer came (network failure, timeout, a refused page URL). `code` is the service's
 * own error code when its body carried one.
 */
export class SafeServiceError extends BaseError {
  /** The error's class name, for telling errors apart after serialisation or across bundles. */
  override name = 'SafeServiceError'
  /** The HTTP status of the answer, or 0 when no HTTP answer came. */
  readonly status: number
  /** The service's own error code from the answer's body, when it carried one. */
  readonly code: number | string | undefined
  /** The request's URL (without credentials; the service takes none). */
  readonly url: string
  constructor(message: string, options: { status: number; url: string; code?: number | string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause as Error })
    // The service client's own words (Safe's SDK throws the same), not viem's multi-line form.
    this.message = message
    this.status = options.status
    this.code = options.code
    this.url = options.url
  }
}

/**
 * A path value that is not the id its endpoint expects (an address, a chain id, a hash, a
 * transaction id, ...): refused before any request, so no value can reach another endpoint.
 */
export class SafeServicePathError extends SafeServiceError {
  /** The error's class name, for telling errors apart after serialisation or across bundles. */
  override name = 'SafeServicePathError'
  constructor(
    /** Name of the refused path parameter, e.g. 'safeAddress'. */
    readonly param: string,
    /** The value that was refused. */
    readonly value: unknown,
    /** What the parameter must be, in plain words, e.g. 'an address'. */
    readonly expected: string,
    message = `Path parameter "${param}" must be ${expected}, got ${JSON.stringify(String(value)).slice(0, 80)}.`,
  ) {
    super(message, { status: 0, url: '' })
  }
}

/** What every endpoint function may reject with. */
export type SafeServiceErrorType = SafeServiceError | SafeServicePathError
