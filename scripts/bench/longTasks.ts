import type { Browser, Page } from '@playwright/test'

/** Budget: no task over 50 ms on the main thread from navigation to connected. */
export const LONG_TASK_BUDGET = 0

/** The wallet each run installs in its fresh page, and the name the Connect modal lists. */
export interface BenchWallet {
  name: string
  install(page: Page): Promise<unknown>
}

export interface LongTaskRun {
  /** Long tasks (over 50 ms) from navigation until the wallet showed as connected. */
  count: number
  /** The longest one in ms (0 without any). */
  longest: number
  /** When each long task started, ms after navigation (to tell start-up from the clicks). */
  starts: number[]
  /** Navigation to connected, ms. */
  connectedAt: number
}

export interface LongTasks {
  /** A first visit: the page loads, the user connects from the Connect modal. */
  fresh: LongTaskRun[]
  /** A returning visitor: the page loads and reconnects the wallet by itself. */
  returning: LongTaskRun[]
}

declare global {
  interface Window {
    __longTasks?: Array<{ start: number; duration: number }>
    __connectedAt?: Promise<number>
  }
}

/**
 * Runs in the page before its own scripts: records every long task (PerformanceObserver
 * 'longtask') and when the wallet first shows as connected (the account button is there),
 * by the page's clock. Cheap checks only: this runs on the thread it measures.
 */
function observeLongTasks(): void {
  const tasks: Array<{ start: number; duration: number }> = []
  window.__longTasks = tasks
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  window.__connectedAt = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="account-button"]')) return
      observer.disconnect()
      resolve(performance.now())
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  })
}

async function connectedRun(page: Page): Promise<LongTaskRun> {
  const connectedAt = await page.evaluate(() => window.__connectedAt!)
  // A task still running at that moment ends later: give it time to be reported.
  await page.waitForTimeout(300)
  const tasks = (await page.evaluate(() => window.__longTasks ?? [])).filter((t) => t.start < connectedAt)
  return {
    count: tasks.length,
    longest: Math.max(0, ...tasks.map((t) => Math.round(t.duration))),
    starts: tasks.map((t) => Math.round(t.start)),
    connectedAt: Math.round(connectedAt),
  }
}

/**
 * Long tasks on the main thread from navigation until the wallet is connected, in the
 * production build, headless Chromium without CPU throttling: `runs` fresh contexts (empty
 * cache), each first connecting from the modal (as a first visit), then reloading (a
 * returning visitor, reconnected by the page itself).
 */
export async function measureLongTasks(browser: Browser, url: string, wallet: BenchWallet, runs = 5): Promise<LongTasks> {
  const result: LongTasks = { fresh: [], returning: [] }
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      // See bench.ts: tsx's keepNames helper.
      await page.addInitScript('globalThis.__name ??= (f) => f')
      await page.addInitScript(observeLongTasks)
      await wallet.install(page)
      // BENCH_TRACE=file.json: a Chromium trace of the first run's first visit, to see what a long task holds.
      const trace = i === 0 ? process.env.BENCH_TRACE : undefined
      if (trace) await browser.startTracing(page, { path: trace, categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'disabled-by-default-v8.cpu_profiler'] })
      await page.goto(url)
      // CSS and text locators: role locators compute accessible names on the page's main
      // thread (tens of ms on this page), which would count as the page's own long tasks.
      await page.locator('[data-testid="connect-button"]').click()
      await page.locator('[data-testid="connect-modal"] button', { hasText: wallet.name }).first().click()
      result.fresh.push(await connectedRun(page))
      if (trace) await browser.stopTracing()
      await page.reload()
      result.returning.push(await connectedRun(page))
    } finally {
      await context.close()
    }
  }
  return result
}

/** One line per kind of visit: per-run counts and longest, and the worst. */
export function describeLongTasks(runs: readonly LongTaskRun[]): string {
  const worst = Math.max(0, ...runs.map((r) => r.longest))
  const counts = runs.map((r) => r.count).join(', ')
  const longest = runs.map((r) => r.longest).join(', ')
  const starts = runs.flatMap((r) => r.starts)
  const at = starts.length > 0 ? `; they started at ${starts.join(', ')} ms (connected at ${runs.map((r) => r.connectedAt).join(', ')} ms)` : ''
  return `count per run ${counts}; longest per run ${longest} ms (worst ${worst} ms)${at}`
}
