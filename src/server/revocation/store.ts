/**
 * Sessions ended by logout before their expiry. A session is a signed cookie, so a copy
 * stays valid until it expires unless its id is recorded here; every instance that shares
 * the store (Redis) refuses it.
 */
export interface RevocationStore {
  /** Records `sessionId` as revoked until `expiresAt` (Unix ms, the session's own expiry). */
  revoke(sessionId: string, expiresAt: number): Promise<void>
  isRevoked(sessionId: string): Promise<boolean>
}
