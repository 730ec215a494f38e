import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { plantedMangoAbi } from '../contracts/generated'
import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { connectTestWallet } from './fixtures/connect'
import { eventAmount, stakerOnNode } from './fixtures/history'

const MANGO = 10n ** 18n

/** Exact decimal text of base units, written out by hand (no shared formatting code). */
function exact(value: bigint, decimals: number): string {
  const s = value.toString().padStart(decimals + 1, '0')
  const frac = s.slice(-decimals).replace(/0+$/, '')
  return frac ? `${s.slice(0, -decimals)}.${frac}` : s.slice(0, -decimals)
}

test('history lists your stakes, unstakes and harvests newest first, and downloads them as CSV', async ({ page, wallet, devnet }) => {
  const me = stakerOnNode(devnet.deployment, 1)
  const other = stakerOnNode(devnet.deployment, 2)
  const plant = await me.plant(100n * MANGO)
  await other.plant(70n * MANGO) // someone else's stake: not in your history
  await devnet.increaseTime(86_400)
  const harvest = await me.harvest()
  const unplant = await me.unplant(40n * MANGO + 7n)

  await wallet.install({ account: 1 })
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await page.getByTestId('position').scrollIntoViewIfNeeded() // the scan starts when you look

  const rows = page.getByTestId('history-table').locator('tbody tr')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Unstake')
  await expect(rows.nth(0)).toContainText('40.000000000000000007 MANGO')
  await expect(rows.nth(1)).toContainText('Harvest')
  await expect(rows.nth(2)).toContainText('Stake')
  await expect(rows.nth(2)).toContainText('100 MANGO')
  await expect(rows.nth(0).getByRole('link')).toHaveAttribute('href', new RegExp(`/tx/${unplant.transactionHash}$`))
  await expect(page.getByTestId('history-status')).toContainText('Up to date')
  await expect(page.getByTestId('position-harvested')).toContainText(`${exact(eventAmount(harvest), 6)} USDC`)
  await expect(page.getByTestId('position-yield')).toContainText('USDC per 1,000 MANGO per year')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const csv = readFileSync((await (await download).path())!, 'utf8').split('\r\n')
  const line = async (receipt: typeof plant, type: string, amount: string, token: string) => {
    const { timestamp } = await devnet.client.getBlock({ blockNumber: receipt.blockNumber })
    return `${new Date(Number(timestamp) * 1000).toISOString()},${type},${amount},${token},${receipt.blockNumber},${receipt.transactionHash}`
  }
  expect(csv).toEqual([
    'date,type,amount,token,block,transaction',
    await line(unplant, 'Unstake', '40.000000000000000007', 'MANGO'),
    await line(harvest, 'Harvest', exact(eventAmount(harvest), 6), 'USDC'),
    await line(plant, 'Stake', '100', 'MANGO'),
    '',
  ])

  // The chart, on demand, with its numbers as a table for screen readers.
  await page.getByRole('button', { name: 'Show chart' }).click()
  const table = page.getByRole('table', { name: /staked balance and harvested/ })
  await expect(table.locator('tbody tr')).toHaveCount(3)
  await expect(table.locator('tbody tr').nth(2)).toContainText('59.9999')
  // Real axes: dates along the bottom that never repeat, round amounts up the side with the unit, at text size.
  const staked = page.getByTestId('history-chart-staked')
  await expect(staked.locator('[data-axis="value"]')).toHaveText(['0', '50', '100'])
  const dates = await staked.locator('[data-axis="time"]').allTextContents()
  expect(dates.length).toBeGreaterThanOrEqual(2)
  expect(new Set(dates).size).toBe(dates.length)
  await expect(staked.locator('[data-axis="unit"]')).toHaveText('MANGO')
  await expect(page.getByTestId('history-chart-harvested').locator('[data-axis="unit"]')).toHaveText('USDC')
  expect((await staked.locator('[data-axis="time"]').first().boundingBox())!.height).toBeLessThan(19)
  // Readable in both themes (colours come from the theme; axe checks contrast).
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expectAccessible(page, `history, ${colorScheme}`, '[data-testid="history"]')
    await expectAccessible(page, `position, ${colorScheme}`, '[data-testid="position"]')
  }

  // A stake from the page: once the position is on screen, the history picks it up.
  await page.getByLabel('Amount to stake').fill('5')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect(page.getByText('Staked 5 MANGO.')).toBeVisible()
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText('5 MANGO')
  await expect(rows.nth(0)).toContainText('Stake')
})

test('a stake mined while a scan is under way still reaches the history', async ({ page, wallet, devnet }) => {
  await wallet.install({ account: 2 })
  // The node answers eth_getLogs only once the stake below has landed, so the scan's range ends before it.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => devnet.rpcUrl.startsWith(url.origin),
    async (route) => {
      if (route.request().postData()?.includes('"eth_getLogs"')) await held
      await route.fallback()
    },
  )
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('history-progress')).toBeVisible() // the scan is under way, held at eth_getLogs

  await page.getByLabel('Amount to stake').fill('3')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect(page.getByText('Staked 3 MANGO.')).toBeVisible()
  await expect(page.getByTestId('position-staked')).toContainText('3 pMANGO')
  release()

  await page.getByTestId('position').scrollIntoViewIfNeeded()
  const rows = page.getByTestId('history-table').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.nth(0)).toContainText('3 MANGO')
  await expect(page.getByTestId('history-status')).toContainText('Up to date')

  // One stake and no harvest: a step up with room around it, and a sentence where the harvests will be, in a box of the chart's size.
  await page.getByRole('button', { name: 'Show chart' }).click()
  const staked = page.getByTestId('history-chart-staked')
  await expect(staked.locator('circle')).toHaveCount(1)
  expect(new Set(await staked.locator('[data-axis="time"]').allTextContents()).size).toBeGreaterThanOrEqual(2)
  const empty = page.getByTestId('history-chart-harvested').getByTestId('history-chart-empty')
  await expect(empty).toHaveText('No harvests yet: your harvested USDC will show here.')
  expect((await empty.boundingBox())!.height).toBe((await staked.locator('svg').boundingBox())!.height)
})

/** The figures sampled every animation frame, from the first paint of every load (see recordFrames). */
const FIGURES = ['harvestable', 'position-harvestable', 'position-harvested', 'position-staked'] as const

/** Records the FIGURES' texts at every animation frame of every page load, from its first frame. */
async function recordFrames(page: Page) {
  await page.addInitScript((ids) => {
    const frames: Array<Array<string | null>> = []
    ;(window as unknown as { __frames: typeof frames }).__frames = frames
    const frame = () => {
      frames.push(ids.map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null))
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, FIGURES)
}
const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Array<Array<string | null>> }).__frames)

/** Base units of a shown amount ('0.011574 USDC' -> 11574n at 6 decimals); undefined for a placeholder. */
function units(text: string | null | undefined, decimals: number): bigint | undefined {
  const match = /^([\d,]+)(?:\.(\d+))? /.exec(text ?? '')
  if (!match) return undefined
  const [, whole = '0', frac = ''] = match
  return BigInt(whole.replace(/,/g, '')) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0').slice(0, decimals) || '0')
}

/** Figure `i` over the frames: never lower than one shown before (from `floor` on), never the placeholder 0. */
function neverBack(frames: Array<Array<string | null>>, i: number, decimals: number, floor = 0n) {
  let shown = floor
  const back: string[] = []
  for (const f of frames) {
    const v = units(f[i] ?? null, decimals)
    if (v === undefined) continue
    if (v < shown) back.push(`${f[i]} after ${shown}`)
    else shown = v
  }
  return { back, shown }
}

test('the figures never run ahead of the chain nor go back, frame by frame, through a reload, scrolled or not', async ({ page, wallet, devnet }) => {
  const me = stakerOnNode(devnet.deployment, 2)
  await me.plant(100n * MANGO)
  await devnet.increaseTime(3_600)
  await me.harvest()
  await devnet.increaseTime(600)
  await recordFrames(page)
  await wallet.install({ account: 2 })
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('history-status')).toContainText('Up to date')
  await expect(page.getByTestId('position-harvestable')).not.toHaveText('…')
  // Three seconds of frames: the devnet's clock stands still (no block, no time), so the chain
  // pays at its next block exactly what it says now, and the figure has nothing to grow by.
  await page.waitForTimeout(3_000)
  const seen = await framesOf(page)
  await devnet.increaseTime(1)
  const [reward] = await devnet.client.readContract({ address: devnet.deployment.pMango, abi: plantedMangoAbi, functionName: 'harvestableRewards', args: [me.address] })
  const chain = reward!.amount
  const both = seen.filter((f) => f[0] !== null && f[1] !== null && units(f[0], 6) !== undefined && units(f[1], 6) !== undefined)
  expect(both.length).toBeGreaterThan(60)
  // One source, one formatter: the Harvest card and Your position show the same digits in every frame.
  expect(both.filter((f) => f[0] !== f[1]).slice(0, 1)).toEqual([])
  expect(Math.max(...both.map((f) => Number(units(f[0], 6))))).toBeLessThanOrEqual(Number(chain))
  for (const [i, decimals] of [[0, 6], [2, 6], [3, 18]] as const) expect(neverBack(seen, i, decimals).back).toEqual([])
  const harvested = neverBack(seen, 2, 6).shown
  expect(harvested).toBeGreaterThan(0n)

  // A reload, never scrolled: the last known figures from the first frame they show, never 0 or lower.
  await page.goto('/')
  await expect(page.getByTestId('position-harvested')).toBeAttached()
  await page.waitForTimeout(2_000)
  const unscrolled = await framesOf(page)
  expect(neverBack(unscrolled, 2, 6, harvested).back).toEqual([])
  expect(unscrolled.some((f) => units(f[2] ?? null, 6) === harvested)).toBe(true)
  expect(neverBack(unscrolled, 3, 18).back).toEqual([])

  // Then scrolled to: brought up to date, still never lower.
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('history-status')).toContainText('Up to date')
  const scrolled = await framesOf(page)
  expect(neverBack(scrolled, 2, 6, harvested).back).toEqual([])
  expect(neverBack(scrolled, 0, 6).back).toEqual([])
  await expect(page.getByTestId('position-updating')).toHaveCount(0)
})

test('a harvest tells one story: Recent Transactions, the result, the position, the history and the chart name the same amount, at once', async ({ page, wallet, devnet }) => {
  await stakerOnNode(devnet.deployment, 3).plant(100n * MANGO)
  await devnet.increaseTime(3_600)
  await recordFrames(page)
  await wallet.install({ account: 3 })
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('history-status')).toContainText('Up to date')
  await page.getByRole('button', { name: 'Show chart' }).click()
  const chart = page.getByRole('table', { name: /staked balance and harvested/ }).locator('tbody tr')
  await expect(chart).toHaveCount(1)
  // From now on the node never answers a log scan: whatever the history shows next comes from the receipt.
  await page.route(
    (url) => devnet.rpcUrl.startsWith(url.origin),
    async (route) => (route.request().postData()?.includes('"eth_getLogs"') ? undefined : route.fallback()),
  )

  await page.getByRole('button', { name: 'Harvest', exact: true }).click()
  const result = page.getByText(/^Harvested [\d.,]+ USDC\.$/)
  await expect(result).toBeVisible()
  const digits = /Harvested ([\d.,]+) USDC/.exec(await result.innerText())![1]!
  // Within 1 s of the result sentence: the position, the history's new row and the chart include it.
  const soon = { timeout: 1_000 }
  await expect(page.getByTestId('position-harvested')).toHaveText(`${digits} USDC`, soon)
  const rows = page.getByTestId('history-table').locator('tbody tr')
  await expect(rows).toHaveCount(2, soon)
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('Harvest', soon)
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText(`${digits} USDC`, soon)
  await expect(chart.nth(1)).toContainText(digits, soon)
  await expect(page.getByTestId('position-staked')).toHaveText('100 pMANGO')
  // Recent Transactions says the same amount, not the estimate made at the click.
  await page.getByTestId('account-button').click()
  const entry = page.getByRole('dialog').getByTestId('recent-transaction').filter({ hasText: `Harvest ${digits} USDC` })
  await expect(entry).toHaveAttribute('data-status', 'confirmed')

  // A reload before any scan has read the harvest's block (the node still answers no log
  // scan): from its first frame the position says what it said, never the figure from before.
  await page.reload()
  await expect(page.getByTestId('position-harvested')).toHaveText(`${digits} USDC`)
  await expect(rows).toHaveCount(2)
  expect(neverBack(await framesOf(page), 2, 6, units(`${digits} USDC`, 6)!).back).toEqual([])
})
