/**
 * Every failure of the wallet-service client. `status` is the HTTP status, or 0 when no
 * HTTP answer came (network failure, timeout, a refused page URL). `code` is the service's
 * own error code when its body carried one.
 */
export class SafeServiceError extends Error {
  override name = 'SafeServiceError'
  readonly status: number
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

/** What every endpoint function may reject with. */
export type SafeServiceErrorType = SafeServiceError
