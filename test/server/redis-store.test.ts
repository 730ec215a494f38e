import { describe, expect, it } from 'vitest'
import { redisStore, StoreUnavailableError, type RedisCommandClient } from '@porch/kit/server'

const ID = '0'.repeat(32)

/** A Redis client whose commands are never answered (a paused or partitioned server). */
function silentRedis(): RedisCommandClient & { sent: string[] } {
  const sent: string[] = []
  return {
    sent,
    sendCommand: (args) => {
      sent.push(args[0]!)
      return new Promise(() => {})
    },
  }
}

describe('redisStore: every command has a deadline, and few wait at once', () => {
  it('a command Redis never answers fails with StoreUnavailableError at its deadline (1.5 s by default)', async () => {
    const failure = await redisStore(silentRedis())
      .hasSession(ID)
      .then(
        () => undefined,
        (e: unknown) => e,
      )
    expect(failure).toBeInstanceOf(StoreUnavailableError)
    expect((failure as Error).message).toBe('Redis did not answer EXISTS within 1500 ms.')
  })

  it('past maxPendingCommands a call fails at once and sends nothing: a silent Redis collects no queue', async () => {
    const redis = silentRedis()
    const store = redisStore(redis, { commandTimeoutMs: 300, maxPendingCommands: 3 })
    const waiting = Array.from({ length: 3 }, () => store.hasSession(ID).catch((e: unknown) => e))
    await expect(store.take([{ key: 'k', burst: 1, perMinute: 1 }])).rejects.toThrow(new StoreUnavailableError('Redis: 3 commands are waiting for an answer.'))
    expect(redis.sent).toEqual(['EXISTS', 'EXISTS', 'EXISTS'])
    for (const e of await Promise.all(waiting)) expect(e).toBeInstanceOf(StoreUnavailableError)
  })
})
