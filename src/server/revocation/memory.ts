import type { RevocationStore } from './store'

/**
 * Revoked session ids in a Map, for a single server. Entries leave when their session would
 * have expired anyway. Past `maxEntries`, the ones closest to expiry go first: each entry
 * is one logout of one signed-in session, so the map grows only with real sign-ins.
 */
export function memoryRevocationStore(opts: { maxEntries?: number; now?: () => number } = {}): RevocationStore & { size(): number } {
  const now = opts.now ?? Date.now
  const maxEntries = opts.maxEntries ?? 100_000
  const revoked = new Map<string, number>()

  const sweep = (): void => {
    const t = now()
    for (const [id, until] of revoked) if (until <= t) revoked.delete(id)
  }

  return {
    async revoke(sessionId, expiresAt) {
      if (expiresAt <= now()) return
      if (revoked.size >= maxEntries) sweep()
      while (revoked.size >= maxEntries) {
        let soonest: string | undefined
        let at = Number.POSITIVE_INFINITY
        for (const [id, until] of revoked) if (until < at) [soonest, at] = [id, until]
        if (soonest === undefined) break
        revoked.delete(soonest)
      }
      revoked.set(sessionId, expiresAt)
    },
    async isRevoked(sessionId) {
      const until = revoked.get(sessionId)
      if (until === undefined) return false
      if (until <= now()) {
        revoked.delete(sessionId)
        return false
      }
      return true
    },
    size() {
      sweep()
      return revoked.size
    },
  }
}
