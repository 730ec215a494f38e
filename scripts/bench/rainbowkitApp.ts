/**
 * Bench step (r): the RainbowKit Vite app of test/consumer/rainbowkit-vite, written from
 * RainbowKit's documentation, built twice by test/consumer/rainbowkitApps.ts: moved to the
 * kit (import specifiers rewritten) and as written on RainbowKit 2.2.11 + wagmi 2 + TanStack
 * Query (test/reference/rainbowkit, `npm ci` there when missing). Budgets (issue 41):
 * first-load JS of the kit's at most 0.4 x RainbowKit's, and Connect click to the wallet
 * list shown no slower (median of 7 fresh pages each).
 */
import type { Browser, Page } from '@playwright/test'
import { installTestWallet } from '@porch/kit/testing'
import { devnetAccounts } from '../devnet'
import { buildRainbowKitApp, type RainbowKitVariant } from '../../test/consumer/rainbowkitApps'
import { serveWagmiApp } from '../kit/wagmiApp'
import { measureFirstLoad, type FirstLoad } from './firstLoad'

/** The kit's first load at most this share of RainbowKit's. */
export const RAINBOWKIT_FIRST_LOAD_RATIO = 0.4
const RUNS = 7

/**
 * Click on "Connect Wallet" to the frame that paints the wallet list (a button naming
 * MetaMask inside a dialog: RainbowKit's is a `div role=dialog`, the kit's a `<dialog>`),
 * on a fresh page each run (new context, empty cache), clicked once the page went quiet.
 */
async function connectToList(browser: Browser, url: string, rpcUrl: string): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    try {
      const page = await context.newPage()
      // tsx's keepNames makes serialized page functions call __name, which the page lacks.
      await page.addInitScript('globalThis.__name ??= (f) => f')
      await installTestWallet(page, { name: 'MetaMask', rdns: 'io.metamask', accounts: [devnetAccounts[1].privateKey], chains: [{ id: 1101, rpcUrl }] })
      await page.goto(url, { waitUntil: 'networkidle' })
      const button = page.getByRole('button', { name: 'Connect Wallet', exact: true }).first()
      await button.waitFor()
      await watchList(page)
      await button.click()
      times.push(await page.evaluate(() => (window as unknown as { __listShown: Promise<number> }).__listShown))
    } finally {
      await context.close()
    }
  }
  return times
}

/** Sets `window.__listShown`: click to the painted wallet list, in ms by the page's clock. */
async function watchList(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __listShown?: Promise<number> }
    w.__listShown = new Promise<number>((resolve) => {
      let clickedAt: number | undefined
      document.addEventListener('click', (e) => (clickedAt ??= e.timeStamp), { capture: true, once: true })
      const shown = () =>
        [...document.querySelectorAll('dialog[open] button, [role="dialog"] button')].some((b) => /MetaMask/.test(b.textContent ?? '') && (b as HTMLElement).checkVisibility())
      const observer = new MutationObserver(() => {
        if (clickedAt === undefined || !shown()) return
        observer.disconnect()
        const start = clickedAt
        // The frame that shows it: a message posted from the next animation frame runs right after that paint.
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve(performance.now() - start)
          channel.port2.postMessage(undefined)
        })
      })
      observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    })
  })
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** One variant: built, its first load, served, its Connect-to-list times; or why it failed. */
async function measure(variant: RainbowKitVariant, browser: Browser, rpcUrl: string): Promise<{ load: FirstLoad; times: number[] } | Error> {
  try {
    const dist = await buildRainbowKitApp('vite', variant, { VITE_CHAIN_ID: '1101', VITE_RPC_URL: rpcUrl })
    const server = await serveWagmiApp(dist)
    try {
      return { load: measureFirstLoad(dist), times: await connectToList(browser, server.url, rpcUrl) }
    } finally {
      await server.stop()
    }
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

const failure = (e: Error) => `does not build or run: ${e.message.split('\n').slice(0, 6).join('\n      ')}`

/** Prints step (r); returns false when the kit's app is over either budget or does not build. */
export async function reportRainbowKitApp(browser: Browser, rpcUrl: string): Promise<boolean> {
  const kit = await measure('kit', browser, rpcUrl)
  const rainbowkit = await measure('rainbowkit', browser, rpcUrl)
  console.log('\n(r) The RainbowKit Vite app (test/consumer/rainbowkit-vite), React included, moved to the kit beside RainbowKit 2.2.11 + wagmi 2:')
  const row = (name: string, m: typeof kit) =>
    console.log(`    ${name}: ${m instanceof Error ? failure(m) : `first load ${m.load.raw} B raw, ${m.load.gzip} B gzip; Connect click to wallet list median ${median(m.times).toFixed(1)} ms (${m.times.map((t) => t.toFixed(1)).join(', ')})`}`)
  row('on the kit', kit)
  row('on RainbowKit', rainbowkit)
  if (kit instanceof Error || rainbowkit instanceof Error) return false
  const ratio = kit.load.gzip / rainbowkit.load.gzip
  const sizeOk = ratio <= RAINBOWKIT_FIRST_LOAD_RATIO
  const speedOk = median(kit.times) <= median(rainbowkit.times)
  console.log(`    first load kit / RainbowKit: ${ratio.toFixed(2)} (budget ${RAINBOWKIT_FIRST_LOAD_RATIO}) ${sizeOk ? 'OK' : 'OVER BUDGET'}`)
  console.log(`    Connect click to wallet list: kit ${median(kit.times).toFixed(1)} ms, RainbowKit ${median(rainbowkit.times).toFixed(1)} ms (budget: no slower) ${speedOk ? 'OK' : 'OVER BUDGET'}`)
  return sizeOk && speedOk
}
