import { createClient } from 'redis'
import { NonceStoreUnavailableError, type NonceRecord, type NonceStore } from './store'

const KEY_PREFIX = 'mango:siwe:nonce:'

/**
 * Nonces in Redis, shared by every server instance: `SET key value NX PX ttl` issues (Redis
 * expires it), `GETDEL` consumes atomically, so one nonce signs in once across all instances.
 * Commands fail at once while the connection is down (no offline queue): the API then
 * answers 503 rather than hanging.
 */
export async function redisNonceStore(url: string, opts: { log?: (line: string) => void } = {}): Promise<NonceStore> {
  let connected = false
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // Once connected, reconnect for ever (back-off up to 3 s); before that, fail at once so
      // a wrong REDIS_URL stops the server at start instead of hanging it.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 3_000) : cause),
    },
  })
  let lastError = ''
  // Without an 'error' listener a dropped connection would crash the process.
  client.on('error', (error: Error) => {
    if (error.message !== lastError) opts.log?.(`Redis: ${error.message}`)
    lastError = error.message
  })
  client.on('ready', () => {
    connected = true
    lastError = ''
  })
  try {
    await client.connect()
  } catch (error) {
    throw new NonceStoreUnavailableError(`Could not connect to Redis at ${redact(url)}: ${(error as Error).message}`)
  }

  const run = async <T>(op: () => Promise<T>): Promise<T> => {
    try {
      return await op()
    } catch (error) {
      throw new NonceStoreUnavailableError(`Redis: ${(error as Error).message}`)
    }
  }
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
    async consume(nonce) {
      return parse(await run(() => client.getDel(KEY_PREFIX + nonce)))
    },
    async close() {
      if (client.isOpen) await client.close()
    },
  }
}

/** The URL without its password, for log lines. */
function redact(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'REDIS_URL'
  }
}
