/** Relay message storage: every published message is kept per topic until its ttl runs out. */
export interface StoredMessage {
  topic: string
  message: string
  /** ms since epoch, as the relay stamps it. */
  publishedAt: number
  tag: number
  expiresAt: number
  /** Who published it (client id from the auth JWT), so it is not echoed back to its sender. */
  publisher: string
}

export interface Mailbox {
  put(m: Omit<StoredMessage, 'publishedAt' | 'expiresAt'> & { ttlSeconds: number }): StoredMessage
  /** Unexpired messages of a topic, oldest first. */
  list(topic: string): StoredMessage[]
  purgeExpired(): void
  readonly size: number
}

/** Relays refuse absurd ttls; we clamp to the protocol's range (seconds). */
const MIN_TTL = 1
const MAX_TTL = 30 * 24 * 3600
const DEFAULT_TTL = 300

export function createMailbox(now: () => number = Date.now): Mailbox {
  const byTopic = new Map<string, StoredMessage[]>()
  const alive = (m: StoredMessage) => m.expiresAt > now()
  return {
    put({ ttlSeconds, ...rest }) {
      const ttl = Number.isFinite(ttlSeconds) && ttlSeconds > 0 ? ttlSeconds : DEFAULT_TTL
      const publishedAt = now()
      const stored: StoredMessage = {
        ...rest,
        publishedAt,
        expiresAt: publishedAt + Math.min(Math.max(ttl, MIN_TTL), MAX_TTL) * 1000,
      }
      const list = byTopic.get(rest.topic) ?? []
      // The same ciphertext published twice (client retry) is stored once.
      if (!list.some((m) => m.message === stored.message)) list.push(stored)
      byTopic.set(rest.topic, list)
      return stored
    },
    list(topic) {
      const list = (byTopic.get(topic) ?? []).filter(alive)
      if (list.length) byTopic.set(topic, list)
      else byTopic.delete(topic)
      return [...list]
    },
    purgeExpired() {
      for (const topic of [...byTopic.keys()]) this.list(topic)
    },
    get size() {
      let n = 0
      for (const l of byTopic.values()) n += l.length
      return n
    },
  }
}
