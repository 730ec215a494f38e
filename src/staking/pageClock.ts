/**
 * One page clock for every live figure: all of them read the same `Date.now()` snapshot, so
 * two places showing the harvestable amount show the same digits in the same frame (each
 * with its own timer they would tick a few ms apart, one frame showing both values). It
 * comes with the floor's code (./harvestFloor), out of the first load; components read it
 * through useSyncExternalStore with the subscribe and snapshot of their HarvestFigure.
 */

/** How often the snapshot moves: a floor that grows by whole chain seconds shows each within this. */
const TICK_MS = 250

let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

/** Moves the snapshot every TICK_MS while anyone listens. */
export function subscribeClock(listener: () => void): () => void {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(() => {
      now = Date.now()
      for (const l of listeners) l()
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The shared snapshot (ms). */
export const clockNow = (): number => now
