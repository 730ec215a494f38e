import type { Browser, Page } from '@playwright/test'
import { measureFirstLoad } from './firstLoad'
import { WALLET_LIST_SELECTOR } from './firstOpen'
import { countNodeRequests } from './pageRequests'
import { serveRainbowKitStakeApp } from './rainbowkitStakeApp'

/** Budgets of the side-by-side step (issue 44): the site against the RainbowKit app. */
export const SIDE_BY_SIDE_BUDGETS = { modalOpen: 0.5, stake: 1.0 } as const

/** What differs between the two pages: where the list and the connected account show. */
interface AppUnderTest {
  name: string
  url: string
  dist: string
  /** The wallet list inside the open Connect modal (a wallet's button there). */
  walletList: string
  /** The modal's button for the test wallet. */
  walletButton: string
  /** Shown once connected. */
  connected: string
}

interface Round {
  modalOpen: number
  longTasks: number
  longTaskMs: number
  stakeMs: number
  stakeRequests: number
  stakeCalls: number
  stakeUntilQuiet: number
  loadConnectRequests: number
}

export interface SideBySideOptions {
  siteUrl: string
  siteDist: string
  /** The site's node URLs (requests to them are counted; the wallet's carry a marker). */
  nodeUrls: readonly string[]
  /** The VITE_* variables of the site's build (chain, node, contracts) for the RainbowKit app. */
  env: Record<string, string>
  /** Installs the injected test wallet in a fresh page (the same for both apps). */
  installWallet(page: Page): Promise<unknown>
  walletName: string
  rounds?: number
}

/** Runs in the page before its scripts: long tasks (PerformanceObserver 'longtask'). */
function observeLongTasks(): void {
  const tasks: number[] = []
  ;(window as unknown as { __tasks: number[] }).__tasks = tasks
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration)
  }).observe({ type: 'longtask', buffered: true })
}

/** Click (its event's time stamp) to the frame after `selector` became visible, by the page's clock. */
function clickToShown(page: Page, selector: string, changedFrom?: string): Promise<number> {
  return page.evaluate(
    ({ selector, changedFrom }) =>
      new Promise<number>((resolve) => {
        let clickedAt: number | undefined
        document.addEventListener('click', (e) => (clickedAt ??= e.timeStamp), { capture: true, once: true })
        const done = () => {
          const el = document.querySelector(selector)
          if (clickedAt === undefined || !el?.checkVisibility()) return false
          if (changedFrom !== undefined && (el.textContent === changedFrom || !/[1-9]/.test(el.textContent ?? ''))) return false
          const start = clickedAt
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve(performance.now() - start)
            channel.port2.postMessage(undefined)
          })
          return true
        }
        const observer = new MutationObserver(() => {
          if (done()) observer.disconnect()
        })
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true })
      }),
    { selector, changedFrom },
  )
}

async function runOnce(browser: Browser, app: AppUnderTest, o: SideBySideOptions): Promise<Round> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.addInitScript('globalThis.__name ??= (f) => f')
    await page.addInitScript(observeLongTasks)
    await o.installWallet(page)
    const sent = countNodeRequests(page, o.nodeUrls)
    await page.goto(app.url, { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
    await button.and(page.locator(':enabled')).waitFor()
    const opened = clickToShown(page, app.walletList)
    await button.click()
    const modalOpen = await opened
    await page.locator(app.walletButton).filter({ hasText: o.walletName }).first().click()
    await page.locator(app.connected).first().waitFor({ timeout: 30_000 })
    await page.getByTestId('mango-balance').filter({ hasText: /[1-9]/ }).waitFor({ timeout: 30_000 })
    const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks.slice())
    await page.waitForTimeout(1_000) // start-up reads settle
    const loadConnectRequests = sent.requests.length

    await page.getByLabel('Amount to stake').fill('10')
    // A user reads what they typed before clicking (the same pause on both pages; on the site
    // the summary's plan is made meanwhile and the click reuses it; bench (d) clicks at once).
    await page.waitForTimeout(1_000)
    const before = (await page.getByTestId('pmango-balance').textContent()) ?? ''
    sent.reset()
    const staked = clickToShown(page, '[data-testid="pmango-balance"]', before)
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    const stakeMs = await Promise.race([staked, page.waitForTimeout(60_000).then(() => Number.NaN)])
    const upTo = sent.requests.slice()
    await page.waitForTimeout(1_500)
    sent.stop()
    return {
      modalOpen,
      longTasks: tasks.length,
      longTaskMs: tasks.reduce((n, t) => n + t, 0),
      stakeMs,
      stakeRequests: upTo.length,
      stakeCalls: upTo.reduce((n, r) => n + r.methods.length, 0),
      stakeUntilQuiet: sent.requests.length,
      loadConnectRequests,
    }
  } finally {
    await context.close()
  }
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * Bench (n): the site and the RainbowKit 2.2.11 + wagmi 2 staking app
 * (test/reference/rainbowkit/stake-app), production builds, on one devnet with the same
 * injected wallet, in interleaved rounds (site, RainbowKit, site, ...): the Connect modal's
 * open, long tasks to connected, the stake to the new balance on screen and its requests,
 * the node requests of load + connect, and the first-load JS. Prints the table and the
 * ratios; returns false when the modal open is over 0.5x RainbowKit's or the stake over 1.0x.
 */
export async function reportSideBySide(browser: Browser, o: SideBySideOptions): Promise<boolean> {
  const rk = await serveRainbowKitStakeApp(o.env)
  try {
    const site: AppUnderTest = { name: 'the site', url: o.siteUrl, dist: o.siteDist, walletList: WALLET_LIST_SELECTOR, walletButton: WALLET_LIST_SELECTOR, connected: '[data-testid="account-button"]' }
    const rainbow: AppUnderTest = { name: 'RainbowKit', url: rk.url, dist: rk.dist, walletList: '[data-testid^="rk-wallet-option-"]', walletButton: '[data-testid^="rk-wallet-option-"]', connected: '[data-testid="rk-account-button"]' }
    const results = new Map<string, Round[]>([
      [site.name, []],
      [rainbow.name, []],
    ])
    for (let i = 0; i < (o.rounds ?? 3); i++) {
      for (const app of [site, rainbow]) results.get(app.name)!.push(await runOnce(browser, app, o))
    }
    const of = (app: AppUnderTest, pick: (r: Round) => number) => median(results.get(app.name)!.map(pick))
    const rows: Array<[string, (r: Round) => number, (n: number) => string]> = [
      ['click Connect -> wallet list shown (ms)', (r) => r.modalOpen, (n) => n.toFixed(1)],
      ['long tasks, navigation -> connected', (r) => r.longTasks, (n) => String(n)],
      ['  their time in all (ms)', (r) => r.longTaskMs, (n) => n.toFixed(0)],
      ['stake click -> new balance on screen (ms)', (r) => r.stakeMs, (n) => n.toFixed(0)],
      ['stake: page requests', (r) => r.stakeRequests, (n) => String(n)],
      ['stake: JSON-RPC calls', (r) => r.stakeCalls, (n) => String(n)],
      ['stake: requests until quiet', (r) => r.stakeUntilQuiet, (n) => String(n)],
      ['load + connect: requests to the node', (r) => r.loadConnectRequests, (n) => String(n)],
    ]
    console.log(`\n(n) Side by side, ${o.rounds ?? 3} interleaved rounds (medians), one devnet, the same injected wallet:`)
    console.log(`    ${'measure'.padEnd(44)} ${'the site'.padStart(10)} ${'RainbowKit'.padStart(11)}  ratio`)
    for (const [label, pick, show] of rows) {
      const a = of(site, pick)
      const b = of(rainbow, pick)
      console.log(`    ${label.padEnd(44)} ${show(a).padStart(10)} ${show(b).padStart(11)}  ${b ? (a / b).toFixed(2) : '-'}`)
    }
    const siteJs = measureFirstLoad(site.dist).gzip
    const rkJs = measureFirstLoad(rainbow.dist).gzip
    console.log(`    ${'first-load JavaScript, gzip (B)'.padEnd(44)} ${String(siteJs).padStart(10)} ${String(rkJs).padStart(11)}  ${(siteJs / rkJs).toFixed(2)}`)
    const modalRatio = of(site, (r) => r.modalOpen) / of(rainbow, (r) => r.modalOpen)
    const stakeRatio = of(site, (r) => r.stakeMs) / of(rainbow, (r) => r.stakeMs)
    const modalOk = modalRatio <= SIDE_BY_SIDE_BUDGETS.modalOpen
    const stakeOk = stakeRatio <= SIDE_BY_SIDE_BUDGETS.stake
    console.log(`    modal open ratio ${modalRatio.toFixed(2)} (budget ${SIDE_BY_SIDE_BUDGETS.modalOpen}) ${modalOk ? 'OK' : 'OVER BUDGET'}; stake ratio ${stakeRatio.toFixed(2)} (budget ${SIDE_BY_SIDE_BUDGETS.stake}) ${stakeOk ? 'OK' : 'OVER BUDGET'}`)
    return modalOk && stakeOk
  } finally {
    await rk.stop()
  }
}
