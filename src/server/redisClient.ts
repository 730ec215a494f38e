import { createClient } from 'redis'
import { StoreUnavailableError } from '@porch/kit/server'

const makeClient = (url: string, connected: () => boolean) =>
  createClient({
    url,
    disableOfflineQueue: true,
    // node-redis gives each command its own 5 s AbortSignal.timeout (an AbortSignal and a
    // timer per command: about 20 µs of CPU each on Node 20). The store already
    // gives every command a deadline (1.5 s) and bounds the commands waiting at once.
    commandOptions: { timeout: undefined },
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
  close(): Promise<void>
}

/**
 * One Redis connection for the sign-in store. Commands fail at once while the connection is
 * down (no offline queue), and the store gives each a deadline (a paused Redis keeps the
 * socket open): the API then answers 503 rather than hanging.
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
    throw new StoreUnavailableError(`Could not connect to Redis at ${redact(url)}: ${(error as Error).message}`)
  }
  return {
    client,
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
