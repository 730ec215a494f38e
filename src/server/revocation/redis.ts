import type { RedisConnection } from '../redisClient'
import type { RevocationStore } from './store'

const KEY_PREFIX = 'mango:session:revoked:'

/** Revoked session ids in Redis, each expiring with its session: every instance honours a logout. */
export function redisRevocationStore(redis: RedisConnection, opts: { now?: () => number } = {}): RevocationStore {
  const now = opts.now ?? Date.now
  const { client, run } = redis
  return {
    async revoke(sessionId, expiresAt) {
      const ttl = Math.ceil(expiresAt - now())
      if (ttl <= 0) return
      await run(() => client.set(KEY_PREFIX + sessionId, '1', { expiration: { type: 'PX', value: ttl } }))
    },
    async isRevoked(sessionId) {
      return (await run(() => client.exists(KEY_PREFIX + sessionId))) === 1
    },
  }
}
