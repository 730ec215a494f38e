import type { ActionKind } from './actions/types'
import type { PausedActions } from './pausedActions'
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
  /** The numbers shown are `age` seconds old: the last refresh failed, or they are older than two refresh intervals. */
  | { kind: 'stale'; age: number }
  /** The newest block is older than the threshold: the chain is not producing blocks. */
  | { kind: 'halted'; lastBlockAt: Date }

/**
 * The network's condition from the staking read (`now` and `refreshInterval` in ms,
 * `haltedAfter` in seconds). Numbers older than two refresh intervals are marked old
 * whatever the reason: a failing node, one that hangs, or one that is merely slow.
 */
export function networkStatus(
  read: Pick<StakingStateResult, 'state' | 'loaded' | 'error' | 'updatedAt'>,
  now: number,
  haltedAfter: number,
  refreshInterval = 12_000,
): NetworkStatus {
  const { state, loaded, error, updatedAt } = read
  if (!loaded) return error ? { kind: 'unreachable' } : { kind: 'loading' }
  const blockMs = Number(state.blockTimestamp) * 1000
  if (state.blockTimestamp > 0n && now - blockMs > haltedAfter * 1000) return { kind: 'halted', lastBlockAt: new Date(blockMs) }
  const ageMs = now - updatedAt
  if (error || ageMs > 2 * refreshInterval) return { kind: 'stale', age: Math.max(0, Math.round(ageMs / 1000)) }
  return { kind: 'ok' }
}

/** The reason Stake, Unstake and Harvest are disabled, or undefined when they may run. */
export function writeBlockedReason(status: NetworkStatus, paused: boolean, chainName: string, t: Translate<typeof network> = siteText('en', 'network', network)): string | undefined {
  if (status.kind === 'unreachable') return t('blockedUnreachable', { chain: chainName })
  if (status.kind === 'halted') return t('blockedHalted', { chain: chainName })
  if (paused) return t('paused')
  return undefined
}

/**
 * The reason one action is disabled, or undefined when it may run: the network first, then
 * whether the simulation found this action stopped by a pause (not the paused flag alone).
 */
export function actionBlockedReason(
  kind: ActionKind,
  status: NetworkStatus,
  pausedActions: PausedActions,
  chainName: string,
  t: Translate<typeof network> = siteText('en', 'network', network),
): string | undefined {
  return writeBlockedReason(status, pausedActions[kind], chainName, t)
}
