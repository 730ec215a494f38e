import type { BundleState } from '../calls/status'
import type { CallBundle, Transaction } from './types'

export interface FollowCallsOptions {
  /** One wallet_getCallsStatus request. */
  getStatus: () => Promise<BundleState>
  pollingInterval: number
  /** Checked before each request: the store was destroyed or the entry is gone. */
  stopped: () => boolean
  /** Consecutive failed requests tolerated (default 3). */
  retryCount?: number
}

/**
 * Follows a call bundle until the wallet says it is final. Resolves undefined when stopped,
 * rejects after too many failed requests in a row (the entry then stays pending and is
 * followed again on the next waitForPendingTransactions, e.g. after a reload).
 */
export async function followCalls({ getStatus, pollingInterval, stopped, retryCount = 3 }: FollowCallsOptions): Promise<BundleState | undefined> {
  let failures = 0
  for (;;) {
    if (stopped()) return undefined
    try {
      const state = await getStatus()
      failures = 0
      if (state.status !== 'pending') return state
    } catch (e) {
      if (++failures > retryCount) throw e
    }
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
}

/** Follows bundle `id` until final, then writes its final state into the stored list through `apply`. */
export async function followBundle(
  id: string,
  options: FollowCallsOptions & { apply: (change: (list: readonly Transaction[]) => readonly Transaction[]) => void },
): Promise<void> {
  const state = await followCalls(options)
  if (!state || options.stopped()) return
  options.apply((list) =>
    list.map((t) => {
      if (t.kind !== 'calls' || t.id !== id) return t
      const next: CallBundle = { ...t, status: state.status }
      if (state.receipts.length > 0) next.receipts = state.receipts.slice(0, 16)
      if (state.failure) next.failure = state.failure
      return next
    }),
  )
}
