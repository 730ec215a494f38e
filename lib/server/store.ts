import { BaseError } from 'viem'

/** One token bucket a request must take from: `burst` at once, then `perMinute` more each minute. */
export interface RateBucket {
  /** The bucket's key (a client address or a prefix around it, with the endpoint's name). */
  key: string
  /** Tokens when full. */
  burst: number
  /** Tokens added per minute. */
  perMinute: number
}

/** A live session as the store keeps it. */
export interface StoredSession {
  /** 128-bit hex id. */
  id: string
  /** The signed-in account (checksummed). */
  address: string
  /** Unix ms when it ends. */
  expiresAt: number
}

/**
 * What the sign-in handlers keep between requests. `memoryStore()` serves one process,
 * `redisStore(client)` any number of instances. A store that cannot answer throws
 * {@link StoreUnavailableError}; one that is full throws {@link StoreFullError} (both 503):
 * a failure never signs anyone in, and a full store never forgets a logout to make room.
 */
export interface SiweStore {
  /**
   * Takes one token from every bucket, all or none (atomically across instances). Returns 0
   * when allowed, else the whole seconds until the scarcest bucket has a token again.
   */
  take(buckets: readonly RateBucket[]): Promise<number>
  /** Whether the nonce was spent already. */
  isSpent(nonce: string): Promise<boolean>
  /** Spends the nonce for `ttlMs`; true only for the one call that spent it. */
  spend(nonce: string, ttlMs: number): Promise<boolean>
  /** Counts one signature check for the nonce (kept `ttlMs`) and returns the count, 1 for the first. */
  countCheck(nonce: string, ttlMs: number): Promise<number>
  /**
   * Adds a live session. An address keeps at most `maxPerAddress` live sessions: the oldest
   * of them ends.
   */
  addSession(session: StoredSession, maxPerAddress: number): Promise<void>
  /** Whether the session is live (added, not deleted, not expired). */
  hasSession(id: string): Promise<boolean>
  /** Ends a session (logout). */
  deleteSession(id: string, address: string): Promise<void>
}

/** The store could not be reached in time (Redis down or paused): 503, retryable, never "invalid". */
export class StoreUnavailableError extends BaseError {
  /** `'StoreUnavailableError'`. */
  override name = 'StoreUnavailableError'
  constructor(message: string) {
    super(message)
    // One line, as the server logs it (not viem's multi-line form).
    this.message = message
  }
}

/** The store holds as much as it may: 503 rather than forgetting what it holds. */
export class StoreFullError extends BaseError {
  /** `'StoreFullError'`. */
  override name = 'StoreFullError'
  constructor(message: string) {
    super(message)
    // One line, as the server logs it (not viem's multi-line form).
    this.message = message
  }
}
