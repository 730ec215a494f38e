import { useState } from 'react'
import { addHarvestRead, emptyHarvestTrack, harvestBase, type HarvestTrack } from './harvestFloor'
import type { StakingState } from './reads'

/**
 * The reads the harvestable figure is the floor of (./harvestFloor), kept by the screen so the
 * Harvest card and Your position share one source: each new read of `user` is added once.
 */
export function useHarvestTrack(state: StakingState, seenAt: number, user: string | undefined, loaded: boolean): HarvestTrack {
  const [track, setTrack] = useState<HarvestTrack>(emptyHarvestTrack)
  const [added, setAdded] = useState<string>()
  const key = loaded && user ? `${user}:${seenAt}:${state.pendingReward}:${state.pMangoBalance}:${state.totalStaked}:${state.treasuryBalance}:${state.blockTimestamp}` : undefined
  if (key !== added) {
    // State derived while rendering (React's "storing information from previous renders"):
    // the figure of the render that brings a read already counts it.
    setAdded(key)
    setTrack(key ? addHarvestRead(track, user, harvestBase(state, seenAt), seenAt) : emptyHarvestTrack)
  }
  return key ? track : emptyHarvestTrack
}
