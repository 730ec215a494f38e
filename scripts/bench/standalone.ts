/**
 * Step (m) of `npm run bench`: the kit's self-contained build (lib/dist/standalone, from
 * `npm run build:kit`) on a plain page with `<porch-connect-button>` and no build step (the
 * e2e page, e2e/fixtures/standalone), served under the site's CSP in headless Chromium:
 *  - gzip bytes of the JavaScript the page fetched until the button was painted (requests
 *    started before the first frame that shows it)            — budget 100 000;
 *  - gzip bytes of everything the page fetched (HTML, JavaScript, anything else of its own
 *    origin) by the time the connect modal is open after a click — budget 130 000.
 * Gzip at level 9 of the served files, as firstLoad.ts counts the site's. For comparison,
 * issue 35's measurement of AppKit 1.8's React build with `<appkit-button>` (react-dom
 * included; analytics, email, socials, swaps and on-ramp off): about 575 kB gzip at start.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { kitBuildIsFresh } from '../kit/buildStamp'
import { startCspServer } from '../../e2e/fixtures/cspServer'

export const STANDALONE_PAINT_BUDGET = 100_000
export const STANDALONE_MODAL_BUDGET = 130_000
/** Issue 35: AppKit 1.8's React build of a page with `<appkit-button>`, JavaScript at start, gzip. */
const APPKIT_START_GZIP = 575_000

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const pageDir = join(root, 'e2e/fixtures/standalone')
const standaloneDir = join(root, 'lib/dist/standalone')

interface Fetched {
  path: string
  gzip: number
  /** ms since navigation the request started. */
  startTime: number
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** Prints the step; returns false when a budget is exceeded. */
export async function reportStandalone(browser: Browser, rpcUrl: string): Promise<boolean> {
  if (!kitBuildIsFresh()) await promisify(execFile)('npm', ['run', 'build:kit'], { cwd: root, maxBuffer: 16 << 20 })
  const chain = { id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  // A relay nobody listens on: the page configures WalletConnect as a real one would, and
  // nothing may reach for it before a WalletConnect wallet is picked.
  const relayUrl = 'ws://127.0.0.1:9'
  const files: Record<string, string> = {
    '/index.html': readFileSync(join(pageDir, 'index.html'), 'utf8'),
    '/main.js': readFileSync(join(pageDir, 'main.js'), 'utf8'),
    '/env.js': `export const chain = ${JSON.stringify(chain)}\nexport const relayUrl = ${JSON.stringify(relayUrl)}\n`,
  }
  const server = await startCspServer({ sources: { rpcUrls: [rpcUrl], walletConnectRelayUrl: relayUrl }, folders: { '/kit/': standaloneDir }, files })
  const gzipOf = (path: string) => {
    const body = files[path === '/' ? '/index.html' : path] ?? (path.startsWith('/kit/') ? readFileSync(join(standaloneDir, path.slice('/kit/'.length))) : undefined)
    if (body === undefined) throw new Error(`bench (m): ${path} is not one of the page's files`)
    return gzipSync(body, { level: 9 }).length
  }
  const page = await browser.newPage()
  try {
    // tsx's keepNames makes the serialized functions call __name, which the page lacks (as in bench.ts).
    await page.addInitScript('globalThis.__name ??= (f) => f')
    // The first frame that shows the button (its box laid out inside the element's shadow root).
    await page.addInitScript(() => {
      const check = () => {
        const button = document.querySelector('porch-connect-button')?.shadowRoot?.querySelector('button')
        if (button && button.getBoundingClientRect().width > 0) Object.assign(window, { __paintedAt: performance.now() })
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    await page.goto(server.url)
    await page.waitForFunction(() => '__paintedAt' in window)
    const fetched = async (): Promise<Fetched[]> => {
      const entries = await page.evaluate(() => [
        { name: location.href, startTime: 0 },
        ...performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
      ])
      return entries.filter((e) => new URL(e.name).origin === server.url).map((e) => ({ path: new URL(e.name).pathname, gzip: gzipOf(new URL(e.name).pathname), startTime: e.startTime }))
    }
    const paintedAt = await page.evaluate(() => (window as unknown as { __paintedAt: number }).__paintedAt)
    const toPaint = (await fetched()).filter((f) => f.startTime < paintedAt && f.path.endsWith('.js'))
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Connect a Wallet' }).waitFor()
    const toModal = await fetched()
    const sum = (list: Fetched[]) => list.reduce((n, f) => n + f.gzip, 0)
    if (process.env.BENCH_VERBOSE) for (const f of toModal) console.log(`      ${f.startTime < paintedAt ? 'paint' : 'modal'} ${f.path} ${f.gzip} B (${Math.round(f.startTime)} ms)`)
    const paint = sum(toPaint)
    const modal = sum(toModal)
    const paintOk = paint <= STANDALONE_PAINT_BUDGET
    const modalOk = modal <= STANDALONE_MODAL_BUDGET
    const wc = toModal.filter((f) => f.path.startsWith('/kit/') && readFileSync(join(standaloneDir, f.path.slice('/kit/'.length))).includes('irn_subscribe'))
    console.log('\n(m) The standalone build on a plain page with <porch-connect-button> (no bundler, the site CSP):')
    console.log(`    JavaScript to a painted button (${Math.round(paintedAt)} ms): ${toPaint.length} files, ${paint} B gzip (budget ${STANDALONE_PAINT_BUDGET}) ${paintOk ? 'OK' : 'OVER BUDGET'}`)
    console.log(`    everything by the connect modal open: ${toModal.length} files, ${modal} B gzip (budget ${STANDALONE_MODAL_BUDGET}) ${modalOk ? 'OK' : 'OVER BUDGET'}`)
    console.log(`    WalletConnect client fetched by then: ${wc.length ? 'YES (OVER BUDGET)' : 'no (loaded when a WalletConnect wallet is picked)'}`)
    console.log(`    beside AppKit 1.8 (React build, <appkit-button>, about ${kb(APPKIT_START_GZIP)} gzip at start): ${(APPKIT_START_GZIP / paint).toFixed(1)}x less to the button, ${(APPKIT_START_GZIP / modal).toFixed(1)}x less with the modal open`)
    return paintOk && modalOk && wc.length === 0
  } finally {
    await page.close()
    await server.stop()
  }
}
