import { withDeadline } from '../core/deadline'
import { StoreFullError, StoreUnavailableError, type SiweStore } from './store'

/**
 * The one method of a Redis client the store uses: node-redis (`redis` 4 and later) has it.
 * Typed structurally so `redis` stays an optional peer dependency.
 */
export interface RedisCommandClient {
  /** Sends one command (its name and arguments as strings) and resolves with the reply. */
  sendCommand(args: string[]): Promise<unknown>
}

/** Settings of the Redis store. */
export interface RedisStoreOptions {
  /** Key prefix, so several apps can share a Redis. Default `porch:siwe:`. */
  prefix?: string
  /** Deadline of every command; past it the request answers 503. Default 1500 ms. */
  commandTimeoutMs?: number
  /**
   * Most commands waiting for an answer at once; past it a request answers 503 without
   * sending one (a paused Redis must not collect an unbounded queue). Default 1000.
   */
  maxPendingCommands?: number
}

/** Token buckets, all or none, on Redis's own clock so every instance agrees. */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local wait = 0
local tokens = {}
for i, key in ipairs(KEYS) do
  local burst = tonumber(ARGV[2 * i - 1])
  local perMs = tonumber(ARGV[2 * i]) / 60000
  local v = redis.call('HMGET', key, 'k', 'a')
  local k = tonumber(v[1]) or burst
  local at = tonumber(v[2]) or now
  k = math.min(burst, k + math.max(0, now - at) * perMs)
  tokens[i] = k
  if k < 1 then
    local w = 60
    if perMs > 0 then w = math.max(1, math.ceil((1 - k) / perMs / 1000)) end
    if w > wait then wait = w end
  end
end
if wait == 0 then
  for i, key in ipairs(KEYS) do
    local burst = tonumber(ARGV[2 * i - 1])
    local perMs = tonumber(ARGV[2 * i]) / 60000
    redis.call('HSET', key, 'k', tostring(tokens[i] - 1), 'a', tostring(now))
    local full = 60000
    if perMs > 0 then full = math.ceil(burst / perMs) + 1000 end
    redis.call('PEXPIRE', key, full)
  end
end
return wait
`

/** A session key holds its address; the address's sorted set (score = expiry) holds its ids. */
const ADD_SESSION = `
local prefix = ARGV[1]
local id = ARGV[2]
local expiresAt = tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = expiresAt - now
if ttl <= 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ttl)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
redis.call('ZADD', KEYS[2], expiresAt, id)
local max = tonumber(ARGV[5])
local n = redis.call('ZCARD', KEYS[2])
if n > max then
  for _, old in ipairs(redis.call('ZRANGE', KEYS[2], 0, n - max - 1)) do
    redis.call('DEL', prefix .. 'session:' .. old)
    redis.call('ZREM', KEYS[2], old)
  end
end
redis.call('PEXPIRE', KEYS[2], ttl)
return 1
`

const DELETE_SESSION = `
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1
`

/**
 * Everything in Redis, shared by every instance: rate limits (Lua, atomic), spent nonces
 * (`SET NX PX`), signature-check counts (`INCR`) and live sessions. Every command has a
 * deadline; a Redis that does not answer makes the request fail with 503, never hang, and
 * never sign anyone in. Run Redis with `appendonly yes` and `maxmemory-policy noeviction`:
 * a full Redis then refuses writes (503) instead of evicting live sessions.
 */
export function redisStore(client: RedisCommandClient, opts: RedisStoreOptions = {}): SiweStore {
  const prefix = opts.prefix ?? 'porch:siwe:'
  const timeoutMs = opts.commandTimeoutMs ?? 1_500
  const maxPending = opts.maxPendingCommands ?? 1_000
  let pending = 0

  const run = async (args: string[]): Promise<unknown> => {
    if (pending >= maxPending) throw new StoreUnavailableError(`Redis: ${pending} commands are waiting for an answer.`)
    pending++
    const command = client.sendCommand(args)
    // The answer may still come after the deadline: count it done only then.
    command.then(
      () => pending--,
      () => pending--,
    )
    try {
      const late = () => Promise.reject(new StoreUnavailableError(`Redis did not answer ${args[0]} within ${timeoutMs} ms.`))
      return await withDeadline(command, { ms: timeoutMs, onLate: late })
    } catch (error) {
      if (error instanceof StoreUnavailableError) throw error
      const text = error instanceof Error ? error.message : String(error)
      if (/^OOM\b/.test(text)) throw new StoreFullError(`Redis is full: ${text}`)
      throw new StoreUnavailableError(`Redis: ${text}`)
    }
  }
  const script = (source: string, keys: string[], args: string[]) => run(['EVAL', source, String(keys.length), ...keys, ...args])
  const sessionKey = (id: string): string => `${prefix}session:${id}`
  const addressKey = (address: string): string => `${prefix}sessions:${address.toLowerCase()}`

  return {
    async take(buckets) {
      if (buckets.length === 0) return 0
      const reply = await script(
        TAKE,
        buckets.map((b) => `${prefix}rate:${b.key}`),
        buckets.flatMap((b) => [String(b.burst), String(b.perMinute)]),
      )
      return Number(reply)
    },
    async isSpent(nonce) {
      return Number(await run(['EXISTS', `${prefix}spent:${nonce}`])) === 1
    },
    async spend(nonce, ttlMs) {
      return (await run(['SET', `${prefix}spent:${nonce}`, '1', 'NX', 'PX', String(Math.max(1, Math.ceil(ttlMs)))])) === 'OK'
    },
    async countCheck(nonce, ttlMs) {
      const key = `${prefix}checks:${nonce}`
      const count = Number(await run(['INCR', key]))
      if (count === 1) await run(['PEXPIRE', key, String(Math.max(1, Math.ceil(ttlMs)))])
      return count
    },
    async addSession(session, maxPerAddress) {
      await script(ADD_SESSION, [sessionKey(session.id), addressKey(session.address)], [prefix, session.id, session.address, String(session.expiresAt), String(Math.max(1, maxPerAddress))])
    },
    async hasSession(id) {
      return Number(await run(['EXISTS', sessionKey(id)])) === 1
    },
    async deleteSession(id, address) {
      await script(DELETE_SESSION, [sessionKey(id), addressKey(address)], [id])
    },
  }
}
