import { createClient } from 'redis'
import { NonceStoreUnavailableError } from './nonce/store'

const makeClient = (url: string, connected: () => boolean) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // Once connected, reconnect for ever (back-off up to 3 s); before that, fail at once so
      // a wrong REDIS_URL stops the server at start instead of hanging it.
      reconnectStrategy: (retries, cause) => (connected() ? Math.min(100 * 2 ** retries, 3_000) : cause),
    },
  })
type RedisClient = ReturnType<typeof makeClient>

export interface RedisConnection {
  client: RedisClient
  /** Runs one command; any failure becomes a NonceStoreUnavailableError (503, retryable). */
  run<T>(op: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * One Redis connection for the nonces and the revoked sessions. Commands fail at once while
 * the connection is down (no offline queue): the API then answers 503 rather than hanging.
 */
export async function connectRedis(url: string, opts: { log?: (line: string) => void } = {}): Promise<RedisConnection> {
  let connected = false
  const client = makeClient(url, () => connected)
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
  return {
    client,
    async run(op) {
      try {
        return await op()
      } catch (error) {
        throw new NonceStoreUnavailableError(`Redis: ${(error as Error).message}`)
      }
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
