import type { Page } from '@playwright/test'
import { decodeFunctionData, type Hex } from 'viem'
import { plantedMangoAbi } from '../contracts/generated'
import { expect, test, type TestWallet } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { stakerOnNode } from './fixtures/history'
import { shownNumber } from './fixtures/numbers'
import { layoutReport, recordLayout, watchBoxes } from './fixtures/stability'

const MANGO = 10n ** 18n
/** Everything on the staking screen a user clicks to act. */
const BUTTONS = ['stake-button', 'stake-max', 'unstake-button', 'unstake-max', 'harvest-button'] as const

/** The screen reads again, as it does when the window regains focus. */
const refresh = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')))

/** How many plant / unplant / harvest transactions the wallet was asked to send. */
function sent(wallet: TestWallet, name: 'plant' | 'unplant' | 'harvest'): number {
  return wallet.requests('eth_sendTransaction').filter((r) => {
    const [tx] = r.params as Array<{ data?: Hex }>
    try {
      return tx?.data !== undefined && decodeFunctionData({ abi: plantedMangoAbi, data: tx.data }).functionName === name
    } catch {
      return false // an approval
    }
  }).length
}

test('nothing the user can click moves once the numbers show: connect, stake, refresh, harvest', async ({ page, wallet, devnet }) => {
  await recordLayout(page)
  await wallet.install()
  await page.goto('/')
  // The first numbers: the pool's, before any wallet.
  await expect.poll(() => shownNumber(page, 'total-staked')).toBe(0)
  await watchBoxes(page, BUTTONS)

  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
  await page.getByLabel('Amount to stake').fill('100')
  await page.getByTestId('stake-button').click()
  await expect(page.getByText('Staked 100 MANGO.')).toBeVisible()
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)

  await devnet.increaseTime(86_400)
  await refresh(page)
  await expect.poll(() => shownNumber(page, 'harvestable')).toBeGreaterThan(50)
  await page.getByTestId('harvest-button').click()
  await expect(page.getByText(/^Harvested [\d.,]+ USDC\.$/)).toBeVisible()

  const report = await layoutReport(page)
  test.info().annotations.push({ type: 'layout shift', description: report.cls.toFixed(4) })
  expect(report.moves, 'buttons that moved').toEqual([])
  expect(report.cls, `layout shift: ${JSON.stringify(report.shifts)}`).toBeLessThan(0.02)
})

/** The header's buttons, beside which the ETH balance arrives late. */
const HEADER = ['language-menu', 'chain-button', 'account-button'] as const

/** A Multicall3 getEthBalance (the kit's balance read) or an eth_getBalance in the request. */
const readsBalance = (body: string | null) => body !== null && (body.includes('4d2301cc') || body.includes('"eth_getBalance"'))

test('a returning holder reloads at 1280 px and on a 390 x 844 phone: nothing clickable moves from the first paint, the late ETH balance and a two-line error included', async ({ page, wallet, devnet }) => {
  const me = stakerOnNode(devnet.deployment, 1)
  await me.plant(100n * MANGO)
  await devnet.increaseTime(86_400)
  await me.harvest()
  await recordLayout(page, [...BUTTONS, ...HEADER])
  await wallet.install()
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
  // The last visit: position, history and pool yield read once, so the reload paints them from the cache.
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('history-status')).toContainText('Up to date')

  // The node answers the balance 1.5 s late: it lands well after everything beside it is painted.
  let balances = 0
  await page.route(
    (url) => devnet.rpcUrl.startsWith(url.origin),
    async (route) => {
      if (!readsBalance(route.request().postData())) return route.fallback()
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.fallback()
      balances += 1
    },
  )
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height })
    const answered = balances
    await page.reload()
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
    await expect.poll(() => balances, { timeout: 15_000 }).toBeGreaterThan(answered)
    await expect.poll(() => shownNumber(page, 'harvestable')).not.toBeNaN()
    // The header shows the balance on a wide screen only (ConnectButton's showBalance default).
    if (width === 1280) await expect(page.getByTestId('account-balance')).toHaveText(/ ETH$/)
    else await expect(page.getByTestId('account-balance')).toHaveCount(0)
    const report = await layoutReport(page)
    expect(report.moves, `${width} px, buttons that moved since the first paint: ${JSON.stringify(report.shifts)}`).toEqual([])
  }

  // On the phone: a two-line message under the amount, then a valid amount's summary, move nothing below the field.
  await page.getByLabel('Amount to stake').fill('1e5')
  const message = page.getByText('Write the number in full (no exponent like 1e5).')
  await expect(message).toBeVisible()
  expect((await message.boundingBox())!.height).toBeGreaterThan(30)
  await page.getByLabel('Amount to stake').fill('5')
  await expect(page.getByTestId('stake-summary-fee')).toContainText('ETH')
  const report = await layoutReport(page)
  expect(report.moves, `390 px, buttons that moved under the amount's message or summary: ${JSON.stringify(report.shifts)}`).toEqual([])
})

test('two clicks 50 ms apart right after the numbers refresh act exactly once, on each action button', async ({ page, wallet, devnet }) => {
  const bob = stakerOnNode(devnet.deployment, 2)
  await wallet.install()
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)

  /** Aim at the button, let the numbers change under it, then click twice at that spot. */
  const doubleClickAfterRefresh = async (id: string, change: () => Promise<void>, changed: () => Promise<void>) => {
    const b = (await page.getByTestId(id).boundingBox())!
    await change()
    await refresh(page)
    await changed()
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2)
    await page.waitForTimeout(50)
    await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2)
  }

  await page.getByLabel('Amount to stake').fill('100')
  await doubleClickAfterRefresh('stake-button', () => bob.plant(50n * MANGO).then(() => undefined), () => expect.poll(() => shownNumber(page, 'total-staked')).toBe(50))
  await expect(page.getByText('Staked 100 MANGO.')).toBeVisible()
  // Nor did the second click submit the emptied field again ("Enter an amount.").
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.getByLabel('Amount to unstake').fill('40')
  await doubleClickAfterRefresh('unstake-button', () => bob.plant(10n * MANGO).then(() => undefined), () => expect.poll(() => shownNumber(page, 'total-staked')).toBe(160))
  await expect(page.getByText('Unstaked 40 MANGO.')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  const before = await shownNumber(page, 'harvestable')
  await doubleClickAfterRefresh('harvest-button', () => devnet.increaseTime(86_400).then(() => undefined), () => expect.poll(() => shownNumber(page, 'harvestable')).toBeGreaterThan(before + 1))
  await expect(page.getByText(/^Harvested [\d.,]+ USDC\.$/)).toBeVisible()

  // Once each: the second click landed on a button that was already busy.
  await expect(page.getByTestId('harvest-button')).toHaveAttribute('aria-busy', 'false')
  expect([sent(wallet, 'plant'), sent(wallet, 'unplant'), sent(wallet, 'harvest')]).toEqual([1, 1, 1])
})

test('on a 320 px phone: a two-line amount error, the history, one stat size, results that follow the connection', async ({ page, wallet, devnet }) => {
  const me = stakerOnNode(devnet.deployment, 1)
  await me.plant(100n * MANGO)
  await devnet.increaseTime(86_400)
  await me.harvest()
  await page.setViewportSize({ width: 320, height: 740 })
  await recordLayout(page)
  await wallet.install()
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
  await watchBoxes(page, BUTTONS)

  // The stat cards: one size for all ('9,900 MANGO' is not smaller than '100 pMANGO' beside it).
  const sizes = await Promise.all(['mango-balance', 'pmango-balance', 'total-staked', 'treasury-balance'].map((id) => page.getByTestId(id).evaluate((e) => getComputedStyle(e).fontSize)))
  expect(new Set(sizes).size).toBe(1)

  // A two-line message under the amount: its room was there from the first paint.
  await page.getByLabel('Amount to stake').fill('1e5')
  const message = page.getByText('Write the number in full (no exponent like 1e5).')
  await expect(message).toBeVisible()
  expect((await message.boundingBox())!.height).toBeGreaterThan(30)

  // A stake: its result, and the Harvest card no longer says to stake.
  await page.getByLabel('Amount to stake').fill('5')
  await page.getByTestId('stake-button').click()
  await expect(page.getByText('Staked 5 MANGO.')).toBeVisible()
  await expect(page.getByText('Nothing to harvest yet')).toHaveCount(0)
  // (Boxes are measured in the viewport: before any scrolling.)
  const report = await layoutReport(page)
  expect(report.moves, `buttons that moved: ${JSON.stringify(report.shifts)}`).toEqual([])

  // The history: cards, no sideways scroll, nothing cut.
  await page.getByTestId('history').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('history-status')).toContainText('Up to date')
  const rows = page.getByTestId('history-table').locator('tbody tr')
  await expect(rows).toHaveCount(3)
  const overflow = await page.evaluate(() => {
    const wrap = document.querySelector('[data-testid="history-table"]')!.parentElement!
    return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, table: wrap.scrollWidth - wrap.clientWidth }
  })
  expect(overflow).toEqual({ page: 0, table: 0 })
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(320)
    for (const cell of await row.locator('td').all()) {
      const c = (await cell.boundingBox())!
      expect(c.x + c.width, await cell.innerText()).toBeLessThanOrEqual(box.x + box.width + 0.5)
    }
  }
  await expect(rows.nth(1)).toContainText(/\d USDC/)


  // Disconnect: the result was that wallet's, and goes with it.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.getByTestId('account-button').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeVisible()
  await expect(page.getByText('Staked 5 MANGO.')).toHaveCount(0)
})
