import type { RedisConnection } from '../redisClient'
import type { NonceRecord, NonceStore } from './store'

const KEY_PREFIX = 'mango:siwe:nonce:'
const CHECKS_PREFIX = 'mango:siwe:checks:'

/**
 * Nonces in Redis, shared by every server instance: `SET key value NX PX ttl` issues (Redis
 * expires it), `GETDEL` consumes atomically, so one nonce signs in once across all instances.
 * Signature checks are counted with `INCR` on a key that expires with the nonce, so the
 * bound holds across instances too.
 */
export function redisNonceStore(redis: RedisConnection): NonceStore {
  const { client, run } = redis
  const parse = (value: string | null): NonceRecord | undefined => {
    if (value === null) return undefined
    try {
      const r = JSON.parse(value) as Partial<NonceRecord>
      return typeof r.binding === 'string' && typeof r.issuedAt === 'number' ? { binding: r.binding, issuedAt: r.issuedAt } : undefined
    } catch {
      return undefined
    }
  }

  return {
    async issue(nonce, record, ttlMs) {
      const reply = await run(() =>
        client.set(KEY_PREFIX + nonce, JSON.stringify(record), { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }),
      )
      return reply === 'OK'
    },
    async peek(nonce) {
      return parse(await run(() => client.get(KEY_PREFIX + nonce)))
    },
    async countCheck(nonce, ttlMs) {
      const key = CHECKS_PREFIX + nonce
      const [count] = await run(() => client.multi().incr(key).pExpire(key, ttlMs).exec())
      return Number(count)
    },
    async consume(nonce) {
      return parse(await run(() => client.getDel(KEY_PREFIX + nonce)))
    },
  }
}
