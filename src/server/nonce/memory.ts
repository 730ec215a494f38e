import { NonceStoreFullError, type NonceRecord, type NonceStore } from './store'

interface Entry extends NonceRecord {
  expiresAt: number
  checks: number
}

/**
 * Nonces in a Map, for a single server. Every nonce lives the same time, so insertion order
 * is expiry order: a sweep drops expired entries from the front and stops at the first live
 * one. Sweeps run on issue; `maxEntries` caps what an attacker can make us hold.
 */
export function memoryNonceStore(opts: { maxEntries: number; now?: () => number }): NonceStore & { size(): number } {
  const now = opts.now ?? Date.now
  const entries = new Map<string, Entry>()

  const sweep = (): void => {
    const t = now()
    for (const [nonce, entry] of entries) {
      if (entry.expiresAt > t) break
      entries.delete(nonce)
    }
  }
  const live = (nonce: string): Entry | undefined => {
    const entry = entries.get(nonce)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      entries.delete(nonce)
      return undefined
    }
    return entry
  }

  return {
    async issue(nonce, record, ttlMs) {
      sweep()
      if (entries.has(nonce)) return false
      if (entries.size >= opts.maxEntries) throw new NonceStoreFullError(`${entries.size} sign-in nonces are outstanding`)
      entries.set(nonce, { binding: record.binding, issuedAt: record.issuedAt, expiresAt: now() + ttlMs, checks: 0 })
      return true
    },
    async peek(nonce) {
      const entry = live(nonce)
      return entry && { binding: entry.binding, issuedAt: entry.issuedAt }
    },
    async countCheck(nonce) {
      const entry = live(nonce)
      // A nonce already gone counts as exhausted: nothing more to check for it.
      if (!entry) return Number.MAX_SAFE_INTEGER
      entry.checks += 1
      return entry.checks
    },
    // Synchronous between the lookup and the delete: no other request can run in between.
    async consume(nonce) {
      const entry = live(nonce)
      if (!entry) return undefined
      entries.delete(nonce)
      return { binding: entry.binding, issuedAt: entry.issuedAt }
    },
    size() {
      sweep()
      return entries.size
    },
  }
}
