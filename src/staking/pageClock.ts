import { useSyncExternalStore } from 'react'

/**
 * One page clock for every live figure: all of them read the same `Date.now()` snapshot, so
 * two places showing the harvestable amount show the same digits in the same frame (each
 * with its own timer they would tick a few ms apart, one frame showing both values).
 */

/** How often the snapshot moves: a floor that grows by whole chain seconds shows each within this. */
const TICK_MS = 250

let now = Date.now()
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
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

const noSubscription = () => () => {}
const snapshot = () => now

/** The shared page clock (ms), moving while `active`; frozen at its last value otherwise. */
export function usePageClock(active: boolean): number {
  return useSyncExternalStore(active ? subscribe : noSubscription, snapshot, snapshot)
}
