/**
 * Every failure of the wallet-service client. `status` is the HTTP status, or 0 when no
 * HTTP answer came (network failure, timeout, a refused page URL). `code` is the service's
 * own error code when its body carried one.
 */
export class SafeServiceError extends Error {
  override name = 'SafeServiceError'
  /** Status of the failure. */
  readonly status: number
  /** Code of the failure. */
  readonly code: number | string | undefined
  /** The request's URL (without credentials; the service takes none). */
  readonly url: string
  constructor(message: string, options: { status: number; url: string; code?: number | string; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
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
  override name = 'SafeServicePathError'
  constructor(
    /** Param of the failure. */
    readonly param: string,
    /** Value of the failure. */
    readonly value: unknown,
    /** Expected of the failure. */
    readonly expected: string,
    message = `Path parameter "${param}" must be ${expected}, got ${JSON.stringify(String(value)).slice(0, 80)}.`,
  ) {
    super(message, { status: 0, url: '' })
  }
}

/** What every endpoint function may reject with. */
export type SafeServiceErrorType = SafeServiceError | SafeServicePathError
