/**
 * When to refresh live reads: every `interval` ms while the page is visible, at once when
 * it becomes visible or regains focus, never while it is hidden. After a failed refresh
 * it retries sooner, backing off 2, 4, 8 ... up to 30 s, but never past 3/4 of `interval`:
 * a node that comes back is read again, read time included, within one interval. A
 * success resets it.
 */
export const REFRESH_DEFAULTS = {
  interval: 12_000,
  firstRetry: 2_000,
  maxRetry: 30_000,
} as const

/** Where the page's visibility comes from (document and window in a browser; fakes in tests). */
export interface VisibilitySource {
  isVisible(): boolean
  /** Calls `listener` when the page becomes visible or hidden, or the window gains focus. */
  subscribe(listener: (event: 'visible' | 'hidden' | 'focus') => void): () => void
}

export interface RefreshSchedulerOptions {
  /** Runs one refresh (the provider's skips data younger than its readers' staleTime). */
  refresh(): Promise<unknown>
  /**
   * Reports every settled read (also ones not started here: after a write, a Retry click),
   * with whether it succeeded; each report restarts the timer.
   */
  onSettled(listener: (ok: boolean) => void): () => void
  interval?: number
  firstRetry?: number
  maxRetry?: number
  visibility?: VisibilitySource
}

/** The delay before the next refresh after `failures` failures in a row. */
export function nextRefreshDelay(failures: number, options: { interval?: number; firstRetry?: number; maxRetry?: number } = {}): number {
  const { interval = REFRESH_DEFAULTS.interval, firstRetry = REFRESH_DEFAULTS.firstRetry, maxRetry = REFRESH_DEFAULTS.maxRetry } = options
  if (failures <= 0) return interval
  return Math.min(firstRetry * 2 ** (failures - 1), maxRetry, Math.round(interval * 0.75))
}

/** The browser's visibility, or always-visible without a document (SSR, node). */
export function documentVisibility(): VisibilitySource {
  const hasDocument = typeof document !== 'undefined' && typeof window !== 'undefined'
  return {
    isVisible: () => !hasDocument || document.visibilityState !== 'hidden',
    subscribe(listener) {
      if (!hasDocument) return () => {}
      const onVisibility = () => listener(document.visibilityState === 'hidden' ? 'hidden' : 'visible')
      const onFocus = () => listener('focus')
      document.addEventListener('visibilitychange', onVisibility)
      window.addEventListener('focus', onFocus)
      return () => {
        document.removeEventListener('visibilitychange', onVisibility)
        window.removeEventListener('focus', onFocus)
      }
    },
  }
}

/** Starts the schedule; returns the stop function. */
export function startRefreshScheduler(options: RefreshSchedulerOptions): () => void {
  const visibility = options.visibility ?? documentVisibility()
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const schedule = () => {
    clear()
    if (stopped || !visibility.isVisible()) return
    timer = setTimeout(() => run(), nextRefreshDelay(failures, options))
  }
  // A tab that comes back sends visibilitychange and focus a few ms apart: one refresh, one
  // request to the node. So an event joins a refresh that an event started and that still
  // runs; starting another would make the cache follow every read in flight with one more
  // (runAfter), a second request. A refresh started by the timer, or running since before
  // the page was hidden, is not joined: its answers may predate the return.
  let joinable: object | undefined
  // With nothing to read no settle is reported, so keep the clock going here.
  const run = (byEvent?: boolean) => {
    clear()
    if (byEvent && joinable) return
    const mine = (joinable = byEvent ? {} : undefined)
    void options.refresh().finally(() => {
      if (joinable === mine) joinable = undefined
      if (timer === undefined) schedule()
    })
  }

  const offSettled = options.onSettled((ok) => {
    failures = ok ? 0 : failures + 1
    schedule()
  })
  const offVisibility = visibility.subscribe((event) => {
    if (event !== 'hidden') return run(true)
    clear()
    joinable = undefined
  })
  schedule()
  return () => {
    stopped = true
    clear()
    offSettled()
    offVisibility()
  }
}
