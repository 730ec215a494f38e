import { describe, expect, it } from 'vitest'
import { networkStatus, writeBlockedReason } from '../../src/staking/networkStatus'
import { emptyStakingState } from '../../src/staking/reads'

const NOW = 1_780_000_000_000
const block = (secondsAgo: number) => ({ ...emptyStakingState, blockTimestamp: BigInt(Math.floor(NOW / 1000) - secondsAgo) })

describe('networkStatus', () => {
  it('loading, then unreachable when the first read fails', () => {
    expect(networkStatus({ state: emptyStakingState, loaded: false, error: undefined, updatedAt: 0 }, NOW, 600)).toEqual({ kind: 'loading' })
    expect(networkStatus({ state: emptyStakingState, loaded: false, error: new Error('down'), updatedAt: 0 }, NOW, 600)).toEqual({ kind: 'unreachable' })
  })

  it('stale with the age of the last good numbers', () => {
    expect(networkStatus({ state: block(5), loaded: true, error: new Error('down'), updatedAt: NOW - 40_000 }, NOW, 600)).toEqual({ kind: 'stale', age: 40 })
  })

  it('stale when the numbers are older than two refresh intervals, even without a failed read', () => {
    const fresh = { state: block(5), loaded: true, error: undefined }
    expect(networkStatus({ ...fresh, updatedAt: NOW - 24_000 }, NOW, 600, 12_000)).toEqual({ kind: 'ok' })
    expect(networkStatus({ ...fresh, updatedAt: NOW - 25_000 }, NOW, 600, 12_000)).toEqual({ kind: 'stale', age: 25 })
    // The threshold follows the configured interval.
    expect(networkStatus({ ...fresh, updatedAt: NOW - 25_000 }, NOW, 600, 30_000)).toEqual({ kind: 'ok' })
    expect(networkStatus({ ...fresh, updatedAt: NOW - 61_000 }, NOW, 600, 30_000)).toEqual({ kind: 'stale', age: 61 })
  })

  it('halted when the newest block is older than the threshold (default 10 minutes)', () => {
    expect(networkStatus({ state: block(599), loaded: true, error: undefined, updatedAt: NOW }, NOW, 600)).toEqual({ kind: 'ok' })
    const halted = networkStatus({ state: block(601), loaded: true, error: undefined, updatedAt: NOW }, NOW, 600)
    expect(halted).toMatchObject({ kind: 'halted' })
    expect(halted.kind === 'halted' && halted.lastBlockAt.getTime()).toBe((Math.floor(NOW / 1000) - 601) * 1000)
  })
})

describe('writeBlockedReason', () => {
  it('names why writes are off, and nothing when they may run', () => {
    expect(writeBlockedReason({ kind: 'ok' }, false, 'Polygon zkEVM')).toBeUndefined()
    expect(writeBlockedReason({ kind: 'stale', age: 3 }, false, 'Polygon zkEVM')).toBeUndefined()
    expect(writeBlockedReason({ kind: 'ok' }, true, 'Polygon zkEVM')).toBe('Staking is paused right now.')
    expect(writeBlockedReason({ kind: 'halted', lastBlockAt: new Date(0) }, false, 'Polygon zkEVM')).toMatch(/not producing blocks/)
    expect(writeBlockedReason({ kind: 'unreachable' }, false, 'Polygon zkEVM')).toMatch(/cannot be reached/)
  })
})
