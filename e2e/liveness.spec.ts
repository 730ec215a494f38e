import type { Page } from '@playwright/test'
import { createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import { plantedMangoAbi } from '../contracts/generated'
import { DEV_PRIVATE_KEY, devnetAccounts, devnetChain } from '../scripts/devnet'
import { startRpcProxy, type RpcProxy } from '../scripts/bench/rpcProxy'
import { expect, test, type TestWallet } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { blockFocusEvents, stakeFromAnotherAccount, startDevSite, type DevSite } from './fixtures/devServer'
import { shownNumber } from './fixtures/numbers'
import { waitForQuietMachine } from './fixtures/quietMachine'
import { readState } from './fixtures/state'

/**
 * The site (Vite dev server) reads the chain through a fault proxy of this suite's own; the
 * test wallet talks to the node directly, so every eth_sendTransaction it gets is counted.
 * It refreshes every INTERVAL (VITE_REFRESH_INTERVAL) instead of the default 12 s, so the
 * waits below take a third of the time; every bound is the default's bound scaled the same
 * way, with the same allowance for one read (READ). The 12 s default itself is
 * test/config/deployment.test.ts's.
 */
const INTERVAL = 4_000
/** Time allowed for one read to reach the screen (what the 12 s bounds allowed on top: 15 s = 12 s + 3 s). */
const READ = 3_000
let proxy: RpcProxy
let site: DevSite
test.describe.configure({ timeout: 120_000 })
test.beforeAll(async () => {
  // The wait for a quiet machine (see quietMachine.ts) is not the tests' own time.
  test.setTimeout(16 * 60_000)
  await waitForQuietMachine()
  const { deployment } = readState()
  proxy = await startRpcProxy(deployment.rpcUrl, { holdMs: 15_000 })
  site = await startDevSite(deployment, { rpcUrls: [proxy.url], env: { VITE_REFRESH_INTERVAL: String(INTERVAL) } })
})
test.afterAll(async () => {
  await site?.stop()
  await proxy?.stop()
})
test.afterEach(() => proxy.setMode('pass'))

async function open(page: Page, wallet: TestWallet, { noFocus = true } = {}) {
  if (noFocus) await blockFocusEvents(page)
  await wallet.install()
  await page.goto(site.url)
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'mango-balance'), { timeout: 60_000 }).toBe(10_000)
}

/** Records every label any button shows from now on. */
async function recordButtonLabels(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>()
    ;(window as unknown as { __labels: Set<string> }).__labels = seen
    const scan = () => document.querySelectorAll('button').forEach((b) => seen.add(b.textContent ?? ''))
    new MutationObserver(scan).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => [...(window as unknown as { __labels: Set<string> }).__labels])
}

const seconds = (ms: number) => Math.round(ms / 100) / 10

test('another account stakes: the new total shows within one interval and a read (15 s at the default), without a focus event', async ({ page, wallet, devnet }) => {
  await open(page, wallet)
  const before = await shownNumber(page, 'total-staked')
  const start = Date.now()
  await stakeFromAnotherAccount(devnet.deployment, devnet.rpcUrl, devnetAccounts[2].privateKey, '1000')
  await expect.poll(() => shownNumber(page, 'total-staked'), { timeout: INTERVAL + READ }).toBe(before + 1000)
  console.log(`[liveness] new total shown ${seconds(Date.now() - start)} s after another account staked`)
})

test('refreshes every interval while visible and never while hidden', async ({ page, wallet }) => {
  await open(page, wallet, { noFocus: false })
  // Measuring windows of three intervals each (counting requests needs time to pass).
  const WINDOW = 3 * INTERVAL
  const visibleFrom = Date.now()
  await page.waitForTimeout(WINDOW)
  const visible = proxy.requestsSince(visibleFrom)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  // A refresh the page had already started when it was hidden may still reach the node;
  // from then on nothing may be asked.
  await page.waitForTimeout(2_000)
  const hiddenFrom = Date.now()
  await page.waitForTimeout(WINDOW)
  const hidden = proxy.requestsSince(hiddenFrom)
  const perMinute = (n: number) => Math.round((n * 60_000) / WINDOW)
  // The refresh is the reads' eth_call (one multicall a chain and interval); the history's log
  // scan (eth_getLogs) pages on its own schedule, more pages the longer the chain the run left.
  const refreshes = proxy.methodsSince(visibleFrom).filter((m) => m === 'eth_call').length
  console.log(`[liveness] requests per minute: ${perMinute(visible)} visible, ${perMinute(hidden)} hidden; visible: ${proxy.methodsSince(visibleFrom).join(' ')}`)
  expect(visible).toBeGreaterThanOrEqual(2)
  expect(refreshes).toBeGreaterThanOrEqual(2)
  expect(refreshes).toBeLessThanOrEqual(4)
  expect(hidden).toBe(0)
  const shownFrom = Date.now()
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(() => proxy.requestsSince(shownFrom)).toBeGreaterThanOrEqual(1) // at once when shown again
})

test('node down, then back: stale notice with Retry, then fresh numbers without focus or reload', async ({ page, wallet, devnet }) => {
  await open(page, wallet)
  const downAt = Date.now()
  proxy.setMode('down')
  const notice = page.getByTestId('network-notice')
  await expect(notice).toContainText(/Numbers from \d+ s ago, reconnecting/, { timeout: 20_000 })
  await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible()
  expect(await shownNumber(page, 'mango-balance')).toBe(10_000) // the last good numbers stay
  const before = await shownNumber(page, 'total-staked')
  await stakeFromAnotherAccount(devnet.deployment, devnet.rpcUrl, devnetAccounts[2].privateKey, '500')
  // Let the backoff reach its cap, 3/4 of the interval (4 failed refreshes, 3 attempts each),
  // before the node returns.
  await expect.poll(() => proxy.requestsSince(downAt), { timeout: 60_000 }).toBeGreaterThanOrEqual(12)
  proxy.setMode('pass')
  const back = Date.now()
  // Within the capped backoff and a read (12 s at the default); the uncapped backoff would
  // wait 16 s after the fourth failure.
  await expect.poll(() => shownNumber(page, 'total-staked'), { timeout: 0.75 * INTERVAL + READ }).toBe(before + 500)
  await expect(notice).toHaveCount(0)
  console.log(`[liveness] fresh numbers ${seconds(Date.now() - back)} s after the node came back`)
})

test('a node that answers every request after 15 s: the numbers are marked old once older than two intervals', async ({ page, wallet }) => {
  await open(page, wallet)
  // Start right after a refresh has been answered, so the numbers on screen are fresh.
  const asked = Date.now()
  await expect.poll(() => proxy.requestsSince(asked), { timeout: INTERVAL + READ }).toBeGreaterThanOrEqual(1)
  await page.waitForTimeout(500)
  proxy.setMode('hang')
  const slowFrom = Date.now()
  const notice = page.getByTestId('network-notice')
  await expect(notice).toHaveCount(0)
  // Two intervals, plus a little: the notice comes from the age of the numbers, not from a
  // read that failed (which takes three 10 s attempts after the next refresh starts).
  await expect(notice).toContainText(/Numbers from \d+ s ago/, { timeout: 2 * INTERVAL + 6_000 })
  const shownAfter = Date.now() - slowFrom
  const age = Number(/Numbers from (\d+) s ago/.exec((await notice.textContent()) ?? '')?.[1])
  console.log(`[liveness] old-numbers notice ${seconds(shownAfter)} s after the node turned slow, numbers ${age} s old`)
  // Not before the numbers are two intervals old, by the page's own clock: the age it
  // shows is that of the last answer it took. (When that answer came is not known here:
  // under load the refresh the poll above saw may have been answered seconds before.)
  expect(age).toBeGreaterThanOrEqual((2 * INTERVAL) / 1000)
  expect(await shownNumber(page, 'mango-balance')).toBe(10_000) // the last numbers stay
})

test('a node that holds every answer 15 s: a clear message within 12 s of clicking Stake, and nothing sent', async ({ page, wallet }) => {
  await open(page, wallet)
  const labels = await recordButtonLabels(page)
  await page.getByLabel('Amount to stake').fill('100')
  proxy.setMode('hang')
  const start = Date.now()
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect(page.getByText('The network is not answering right now, so nothing was sent.', { exact: false })).toBeVisible({ timeout: 12_000 })
  const elapsed = Date.now() - start
  console.log(`[liveness] hang message ${seconds(elapsed)} s after the click`)
  expect(elapsed).toBeLessThan(12_000)
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
  expect(await labels()).not.toContain('Approving...') // the wallet was never asked to approve
})

test('a node that drops the state override: the stake cannot be checked, so the screen says so and nothing is sent', async ({ page, wallet }) => {
  await open(page, wallet)
  const labels = await recordButtonLabels(page)
  proxy.setMode('noOverride')
  await page.getByLabel('Amount to stake').fill('100')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect(page.getByText('The network could not check that your stake would go through, so nothing was sent.', { exact: false })).toBeVisible()
  expect(proxy.methods).toContain('eth_call')
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
  expect(await labels()).not.toContain('Approving...') // the wallet was never asked to approve
})

test('paused contract, allowance 0: Stake and Harvest send nothing and say why; Unstake still works (principal can leave)', async ({ page, wallet, devnet }) => {
  // The wallet's account holds 50 pMANGO before the pause.
  await stakeFromAnotherAccount(devnet.deployment, devnet.rpcUrl, devnetAccounts[1].privateKey, '50')
  const owner = createWalletClient({ account: privateKeyToAccount(DEV_PRIVATE_KEY), chain: devnetChain(devnet.rpcUrl), transport: http(devnet.rpcUrl) })
  const hash = await owner.writeContract({ address: devnet.deployment.pMango, abi: plantedMangoAbi, functionName: 'pause' })
  await waitForTransactionReceipt(owner, { hash })
  await blockFocusEvents(page)
  await wallet.install()
  await page.goto(site.url)
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'pmango-balance'), { timeout: 60_000 }).toBe(50)
  await expect(page.getByText('Staking is paused right now.').first()).toBeVisible()
  await page.getByLabel('Amount to stake').fill('100')
  for (const name of ['Stake', 'Harvest']) {
    const button = page.getByRole('button', { name, exact: true })
    await expect(button).toBeDisabled()
    await button.click({ force: true })
  }
  await page.getByLabel('Amount to stake').press('Enter')
  await expect(page.getByText('Staking is paused right now.')).toHaveCount(2) // under Stake and Harvest, not Unstake
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)

  const unstake = page.getByRole('button', { name: 'Unstake', exact: true })
  await page.getByLabel('Amount to unstake').fill('20')
  await expect(unstake).toBeEnabled()
  await unstake.click()
  await expect.poll(() => shownNumber(page, 'pmango-balance'), { timeout: 30_000 }).toBe(30)
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(1)
})

test('halted chain (mining stopped, newest block older than the threshold): a notice, and nothing can be sent', async ({ page, wallet, devnet }) => {
  await devnet.client.setAutomine(false)
  try {
    const block = await devnet.client.getBlock()
    // The site under test calls the chain halted after a year (its frozen clock); move the
    // page's clock past that instead of waiting.
    await page.clock.setFixedTime(new Date((Number(block.timestamp) + 365 * 24 * 3600 + 600) * 1000))
    await open(page, wallet)
    const notice = page.getByTestId('network-notice')
    await expect(notice).toHaveAttribute('data-kind', 'halted')
    await expect(notice).toContainText('network is not producing blocks')
    await page.getByLabel('Amount to stake').fill('100')
    const stake = page.getByRole('button', { name: 'Stake', exact: true })
    await expect(stake).toBeDisabled()
    await stake.click({ force: true })
    await page.getByLabel('Amount to stake').press('Enter')
    await expect(page.getByRole('button', { name: 'Harvest', exact: true })).toBeDisabled()
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
  } finally {
    await devnet.client.setAutomine(true)
  }
})
