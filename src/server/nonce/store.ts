/** What the server remembers about a nonce it handed out. */
export interface NonceRecord {
  /** SHA-256 (hex) of the browser-binding cookie of the browser that fetched the nonce. */
  binding: string
  /** Unix ms when it was issued. */
  issuedAt: number
}

/**
 * Where outstanding nonces live: in memory for one server, in Redis for several behind a
 * load balancer. `consume` is the atomic step: of any number of concurrent calls for one
 * nonce, exactly one gets the record.
 */
export interface NonceStore {
  /** Stores a fresh nonce for `ttlMs`; false when the nonce exists already (or the store is full). */
  issue(nonce: string, record: NonceRecord, ttlMs: number): Promise<boolean>
  /** The record of an outstanding nonce, without spending it. */
  peek(nonce: string): Promise<NonceRecord | undefined>
  /**
   * Counts one signature check against the nonce (atomically, across instances) and returns
   * the count so far: 1 for the first check.
   */
  countCheck(nonce: string, ttlMs: number): Promise<number>
  /** Removes the nonce and returns its record; undefined when unknown, expired or spent. */
  consume(nonce: string): Promise<NonceRecord | undefined>
}

/** The store is full (memory store cap): refuse new sign-ins rather than grow without bound. */
export class NonceStoreFullError extends Error {
  override name = 'NonceStoreFullError'
}

/** The store could not be reached (Redis down): a retryable failure, never "invalid nonce". */
export class NonceStoreUnavailableError extends Error {
  override name = 'NonceStoreUnavailableError'
}
