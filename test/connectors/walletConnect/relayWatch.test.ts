import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RelayLostError } from '../../../lib/connectors/walletConnect/errors'
import type { SignClient } from '../../../lib/connectors/walletConnect/loader'
import { untilRelayLost } from '../../../lib/connectors/walletConnect/relayWatch'

/** Just the relayer surface untilRelayLost reads: its events and connection flags. */
function fakeClient() {
  const relayer = Object.assign(new EventEmitter(), { connected: true, connecting: false })
  const client = { core: { relayer } } as unknown as SignClient
  return {
    client,
    down: () => {
      relayer.connected = false
      relayer.emit('relayer_disconnect')
    },
    up: () => {
      relayer.connected = true
      relayer.emit('relayer_connect')
    },
    listeners: () => relayer.listenerCount('relayer_disconnect') + relayer.listenerCount('relayer_connect'),
  }
}

const never = () => new Promise<never>(() => {})

describe('untilRelayLost', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('rejects with RelayLostError when the relay stays down for the grace period', async () => {
    const f = fakeClient()
    const watched = untilRelayLost(f.client, never(), 5_000)
    const outcome = watched.catch((e: unknown) => e)
    f.down()
    await vi.advanceTimersByTimeAsync(4_500)
    f.up()
    f.down() // a socket that opens and closes at once is no relay
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await outcome).toBeInstanceOf(RelayLostError)
    expect(f.listeners()).toBe(0)
  })

  it('a reconnect that holds within the grace period keeps the pairing', async () => {
    const f = fakeClient()
    let settle!: (v: string) => void
    const watched = untilRelayLost(f.client, new Promise<string>((r) => (settle = r)), 5_000)
    f.down()
    await vi.advanceTimersByTimeAsync(1_000)
    f.up()
    await vi.advanceTimersByTimeAsync(10_000)
    settle('approved')
    await expect(watched).resolves.toBe('approved')
    expect(f.listeners()).toBe(0)
  })
})
