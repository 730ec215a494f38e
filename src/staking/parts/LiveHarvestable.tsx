import { useLocale } from '@porch/kit/react'
import { tokens } from '../../config'
import { formatDisplay } from '../amount'
import type { StakingState } from '../reads'
import { liveHarvestable } from '../rewards'
import { useNow } from '../useNow'

/**
 * Harvestable USDC, ticking up between refreshes by the same rule as the Harvest panel, so
 * the two never disagree. Its own component: only this text re-renders every second.
 */
export function LiveHarvestable({ state, readAt }: { state: StakingState; readAt: number }) {
  const locale = useLocale()
  const { usdc } = tokens
  const now = useNow(state.pMangoBalance > 0n && state.totalStaked > 0n)
  return `${formatDisplay(liveHarvestable(state.pendingReward, state.blockTimestamp, readAt, now, state), usdc.decimals, 6, locale)} ${usdc.symbol}`
}
