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
  /**
   * What each long task was, from the long animation frame that holds it (Chromium's
   * 'long-animation-frame' entries name the scripts that ran and the style/layout time).
   */
  what: string[]
  /** Navigation to connected, ms. */
  connectedAt: number
}

export interface LongTasks {
  /** A first visit: the page loads, the user connects from the Connect modal. */
  fresh: LongTaskRun[]
  /** A returning visitor: the page loads and reconnects the wallet by itself. */
  returning: LongTaskRun[]
}

/** The parts of a long animation frame (PerformanceLongAnimationFrameTiming) the bench prints. */
interface Frame {
  start: number
  duration: number
  /** When style and layout began (0 without any). */
  layoutStart: number
  scripts: Array<{ invoker: string; source: string; duration: number; layout: number }>
}

declare global {
  interface Window {
    __longTasks?: Array<{ start: number; duration: number }>
    __frames?: Frame[]
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
  const frames: Frame[] = []
  window.__frames = frames
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<PerformanceEntry & { styleAndLayoutStart: number; scripts: Array<Record<string, string | number>> }>) {
        frames.push({
          start: e.startTime,
          duration: e.duration,
          layoutStart: e.styleAndLayoutStart,
          scripts: e.scripts.map((s) => ({
            invoker: String(s.invoker),
            source: `${String(s.sourceURL).split('/').pop()}:${String(s.sourceFunctionName)}@${String(s.sourceCharPosition)}`,
            duration: Number(s.duration),
            layout: Number(s.forcedStyleAndLayoutDuration),
          })),
        })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {
    // A browser without long animation frames: the bench prints no attribution.
  }
  window.__connectedAt = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="account-button"]')) return
      observer.disconnect()
      resolve(performance.now())
    })
    observer.observe(document, { childList: true, subtree: true, characterData: true })
  })
}

/**
 * Clicks the first element matching `selector` (and holding `text`) once it is there and has
 * not moved for 50 ms, with the mouse, as a user would. Not a Playwright locator: a locator
 * first evaluates Playwright's injected script in the page (35-45 ms of compiling on this
 * machine), a long task on the very thread being measured that no user's page has.
 */
async function clickWhenStill(page: Page, selector: string, text = ''): Promise<void> {
  const center = await page.evaluate(
    ([selector, text]) =>
      new Promise<{ x: number; y: number }>((resolve) => {
        let last = ''
        const poll = () => {
          const el = [...document.querySelectorAll(selector)].find((e) => e.textContent?.includes(text))
          const r = el?.getBoundingClientRect()
          const at = r && r.width > 0 ? `${r.x},${r.y},${r.width},${r.height}` : ''
          if (at && at === last) resolve({ x: r!.x + r!.width / 2, y: r!.y + r!.height / 2 })
          else setTimeout(poll, 50)
          last = at
        }
        poll()
      }),
    [selector, text] as const,
  )
  // As a hand does: the pointer arrives, rests a moment, then presses. Moving and pressing in
  // the same instant would run the hover's work (the button prefetches its modal) and the
  // click's in one task, which no user's click does.
  await page.mouse.move(center.x, center.y)
  await page.waitForTimeout(150)
  await page.mouse.down()
  await page.mouse.up()
}

async function connectedRun(page: Page): Promise<LongTaskRun> {
  const connectedAt = await page.evaluate(() => window.__connectedAt!)
  // A task still running at that moment ends later: give it time to be reported.
  await page.waitForTimeout(300)
  const tasks = (await page.evaluate(() => window.__longTasks ?? [])).filter((t) => t.start < connectedAt)
  const frames = await page.evaluate(() => window.__frames ?? [])
  const what = tasks.map((t) => {
    const frame = frames.find((f) => f.start <= t.start + 1 && t.start < f.start + f.duration)
    if (!frame) return 'no frame'
    const scripts = frame.scripts.filter((s) => s.duration >= 5).map((s) => `${s.invoker} ${s.source} ${Math.round(s.duration)} ms${s.layout ? ` (forced layout ${Math.round(s.layout)})` : ''}`)
    const layout = frame.layoutStart > 0 ? `style+layout+paint ${Math.round(frame.start + frame.duration - frame.layoutStart)} ms` : ''
    return [...scripts, layout].filter(Boolean).join('; ')
  })
  return {
    what,
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
      // BENCH_CPU_SLOWDOWN=1.3: a CPU 30% slower (Chromium's throttling), to see which tasks come
      // within that margin of 50 ms. The budget is measured without it.
      const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN)
      if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      // See bench.ts: tsx's keepNames helper.
      await page.addInitScript('globalThis.__name ??= (f) => f')
      await page.addInitScript(observeLongTasks)
      await wallet.install(page)
      // BENCH_TRACE=file.json: a Chromium trace of each run's first visit (file.json, file.1.json, ...), to see what a long task holds.
      const trace = process.env.BENCH_TRACE?.replace(/(\.json)?$/, (ext) => (i === 0 ? ext : `.${i}${ext}`))
      if (trace) await browser.startTracing(page, { path: trace, categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.BENCH_TRACE_PROFILE === '0' ? ['v8', 'v8.gc'] : ['v8', 'v8.execute', 'blink', 'loading', 'disabled-by-default-v8.cpu_profiler'])] })
      await page.goto(url)
      await clickWhenStill(page, '[data-testid="connect-button"]')
      await clickWhenStill(page, '[data-testid="connect-modal"] button', wallet.name)
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
  const what = runs.flatMap((r) => r.starts.map((start, i) => `\n      at ${start} ms: ${r.what[i]}`)).join('')
  return `count per run ${counts}; longest per run ${longest} ms (worst ${worst} ms)${at}${what}`
}
