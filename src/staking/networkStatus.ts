import type { StakingStateResult } from './useStakingState'
import type { Translate } from '@porch/kit/react'
import { siteText } from '../i18n/siteCatalogue'
import { network } from '../i18n/en/network'

export type NetworkStatus =
  /** Fresh numbers from a chain that produces blocks. */
  | { kind: 'ok' }
  /** Still loading the first numbers. */
  | { kind: 'loading' }
  /** No node answered and there are no numbers yet. */
  | { kind: 'unreachable' }
  /** The last refresh failed; the numbers shown are `age` seconds old. */
  | { kind: 'stale'; age: number }
  /** The newest block is older than the threshold: the chain is not producing blocks. */
  | { kind: 'halted'; lastBlockAt: Date }

/** The network's condition from the staking read (`now` in ms, `haltedAfter` in seconds). */
export function networkStatus(read: Pick<StakingStateResult, 'state' | 'loaded' | 'error' | 'updatedAt'>, now: number, haltedAfter: number): NetworkStatus {
  const { state, loaded, error, updatedAt } = read
  if (!loaded) return error ? { kind: 'unreachable' } : { kind: 'loading' }
  const blockMs = Number(state.blockTimestamp) * 1000
  if (state.blockTimestamp > 0n && now - blockMs > haltedAfter * 1000) return { kind: 'halted', lastBlockAt: new Date(blockMs) }
  if (error) return { kind: 'stale', age: Math.max(0, Math.round((now - updatedAt) / 1000)) }
  return { kind: 'ok' }
}

/** The reason Stake, Unstake and Harvest are disabled, or undefined when they may run. */
export function writeBlockedReason(status: NetworkStatus, paused: boolean, chainName: string, t: Translate<typeof network> = siteText('network', network)): string | undefined {
  if (status.kind === 'unreachable') return t('blockedUnreachable', { chain: chainName })
  if (status.kind === 'halted') return t('blockedHalted', { chain: chainName })
  if (paused) return t('paused')
  return undefined
}
