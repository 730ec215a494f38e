import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { lazyImport, whenIdle } from '@porch/kit'
import type { HarvestTrack } from './harvestFloor'
import type { StakingState } from './reads'

/** The floor's rules (./harvestFloor): fetched once the page is idle, never in the first load. */
const loadFloor = lazyImport(() => import('./harvestFloor'))
type Floor = Awaited<ReturnType<typeof loadFloor>>

/** At the latest this long after load, even on a main thread that is never idle. */
const FLOOR_IDLE_TIMEOUT_MS = 2000

/** The harvestable figure, one source for the Harvest card and Your position. */
export interface HarvestFigure {
  /** The figure at page time `nowMs`: a floor of the chain (./harvestFloor). */
  figure(nowMs: number): bigint
  /** It may grow between reads (the page clock matters). */
  live: boolean
  /** The shared page clock (./pageClock), once the floor's code is here. */
  clock?: { subscribe(listener: () => void): () => void; now(): number }
}

const still = () => () => {}
const zero = () => 0

/** The page clock (ms) the figure is read at, moving only while it is live: one snapshot for every place that shows it. */
export function useHarvestClock(harvest: HarvestFigure, active = true): number {
  const { clock } = harvest
  const on = active && harvest.live && clock !== undefined
  return useSyncExternalStore(on ? clock.subscribe : still, clock?.now ?? zero, clock?.now ?? zero)
}

const noTrack: HarvestTrack = { account: undefined, bases: [], running: false }

/**
 * The reads the harvestable figure is the floor of, kept by the screen so the Harvest card
 * and Your position share one source: each new read of `user` is added once. Until the
 * floor's code has arrived the figure is the last read itself, also a floor.
 */
export function useHarvestTrack(state: StakingState, seenAt: number, user: string | undefined, loaded: boolean): HarvestFigure {
  const [floor, setFloor] = useState<Floor>()
  useEffect(() => {
    if (floor) return
    let live = true
    const cancel = whenIdle(() => void loadFloor().then((m) => live && setFloor(m), () => undefined), FLOOR_IDLE_TIMEOUT_MS)
    return () => {
      live = false
      cancel()
    }
  }, [floor])
  const [track, setTrack] = useState<HarvestTrack>(noTrack)
  const [added, setAdded] = useState<string>()
  const key = floor && loaded && user ? `${user}:${seenAt}:${state.pendingReward}:${state.pMangoBalance}:${state.totalStaked}:${state.treasuryBalance}:${state.blockTimestamp}` : undefined
  if (floor && key !== added) {
    // State derived while rendering (React's "storing information from previous renders"):
    // the figure of the render that brings a read already counts it.
    setAdded(key)
    setTrack(key ? floor.addHarvestRead(track, user, floor.harvestBase(state, seenAt), seenAt) : noTrack)
  }
  const shown = key ? track : noTrack
  const pending = loaded && user ? state.pendingReward : 0n
  return useMemo(
    () => (floor && shown.bases.length > 0 ? { figure: (now: number) => floor.harvestFigure(shown, now), live: shown.running, clock: { subscribe: floor.subscribeClock, now: floor.clockNow } } : { figure: () => pending, live: false }),
    [floor, shown, pending],
  )
}
