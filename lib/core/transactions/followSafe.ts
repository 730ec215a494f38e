import type { SafeTxProgress } from '../types'

export interface FollowSafeOptions {
  /** Asks the Safe once; undefined when no Safe can be asked right now. */
  ask: () => Promise<SafeTxProgress> | undefined
  /** ms between two questions. */
  interval: number
  /** Records a progress; false when there is nothing more to follow. */
  apply: (progress: SafeTxProgress) => boolean
  /** The store was destroyed. */
  stopped: () => boolean
}

/**
 * Asks the Safe where a transaction stands, now and every `interval`, while owners sign.
 * Never gives up on a failed question (owners may take days, hosts may hiccup); stops
 * only when `apply` says so or no Safe is there to ask.
 */
export async function followSafe({ ask, interval, apply, stopped }: FollowSafeOptions): Promise<void> {
  while (!stopped()) {
    const asked = ask()
    if (!asked) return
    const progress = await asked.catch(() => undefined)
    if (stopped() || (progress && !apply(progress))) return
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
