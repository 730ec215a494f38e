import { expect, test } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { stakerOnNode } from './fixtures/history'
import { shownNumber } from './fixtures/numbers'
import { lastCopied, recordClipboard } from './fixtures/clipboard'
import { box, expectInside } from './fixtures/layout'

const MANGO = 10n ** 18n
/** The kit's shortenAddress rule: 4 characters, an ellipsis, the last 4. */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`
/** The one sentence over the three action cards while watching. */
const sentence = (address: string) => `You are watching ${short(address)}: connect this wallet to stake, unstake or harvest.`

test('?address= shows another account\'s position and history read-only, under a banner that names it', async ({ page, wallet, devnet }) => {
  const bob = stakerOnNode(devnet.deployment, 2)
  await bob.plant(250n * MANGO)

  await wallet.install({ account: 1 })
  await page.context().grantPermissions(['clipboard-write'])
  await recordClipboard(page)
  await page.goto(`/?address=${bob.address}`)
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(250)
  // Above the numbers, the banner names whose they are (no ENS on the devnet: the short address,
  // the full one in the title and on the copy button) and how to leave.
  const banner = page.getByRole('region', { name: 'Watch mode' })
  await expect(banner).toContainText(`Watching ${short(bob.address)}`)
  await expect(banner.getByText(`Watching ${short(bob.address)}`)).toHaveAttribute('title', bob.address)
  expect((await box(banner)).y).toBeLessThan((await box(page.getByTestId('pmango-balance'))).y)
  await banner.getByRole('button', { name: 'Copy address' }).click()
  await expect(banner.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await lastCopied(page)).toBe(bob.address)
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect.poll(() => shownNumber(page, 'position-staked')).toBe(250)
  await expect(page.getByTestId('history-table').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByTestId('history-table')).toContainText('250 MANGO')
  // Every write is off, with the sentence, and nothing is sent to the wallet.
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Unstake', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Harvest', exact: true })).toBeDisabled()
  // One sentence for the three cards, not one under each.
  await expect(page.getByText(sentence(bob.address))).toHaveCount(1)
  await expect(page.getByText(/connect this wallet/i)).toHaveCount(1)
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)

  // Stop watching: the connected wallet's own numbers, writes back on.
  await banner.getByRole('button', { name: 'Stop watching' }).click()
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(0)
  await expect(page.getByText(sentence(bob.address))).toHaveCount(0)
  await page.getByLabel('Amount to stake').fill('5')
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled()
  expect(new URL(page.url()).searchParams.get('address')).toBeNull()
})

test('watching without a wallet on a phone, and watching the connected wallet itself', async ({ page, wallet, devnet }) => {
  const bob = stakerOnNode(devnet.deployment, 2)
  await bob.plant(30n * MANGO)
  await wallet.install({ account: 2 })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByLabel('Watch an address (read-only)').fill(bob.address)
  await page.getByRole('button', { name: 'Watch', exact: true }).click()
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(30)
  const banner = page.getByRole('region', { name: 'Watch mode' })
  await expect(banner).toContainText(`Watching ${short(bob.address)}`)
  await expect(page.getByText(sentence(bob.address))).toHaveCount(1)
  expect(new URL(page.url()).searchParams.get('address')).toBe(bob.address)
  // At 390 px the banner and its buttons fit the screen: nothing scrolls sideways.
  await banner.scrollIntoViewIfNeeded()
  await expectInside(page, banner.getByRole('button', { name: 'Stop watching' }), banner, 'Stop watching')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await connectTestWallet(page, wallet.address) // the wallet is bob: writes work normally
  await expect(page.getByText(sentence(bob.address))).toHaveCount(0)
  await expect(banner).toHaveCount(0)
  await page.getByLabel('Amount to stake').fill('5')
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled()
})

test('a bad address gets a clear message and the page keeps working; a good one from the field keeps Watch under the pointer', async ({ page }) => {
  await page.goto('/?address=0x1234')
  await expect(page.getByRole('alert').filter({ hasText: 'is not an address' })).toContainText('0x followed by 40 hexadecimal characters')
  await expect.poll(() => shownNumber(page, 'total-staked')).toBeGreaterThanOrEqual(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' }).first()).toBeEnabled()
  // Without an address to show, the pool's yield still reads (once on screen).
  await page.getByTestId('pool-yield').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('pool-yield-30')).toHaveText(/USDC per 1,000 MANGO per year|Too few distributions in the last 30 days/)
  await page.getByLabel('Watch an address (read-only)').fill('mango.eth')
  await page.getByRole('button', { name: 'Watch', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'is not an address' })).toContainText('“mango.eth”')

  // Then a good one, with the field in view at the top of the page (where browsers do not
  // anchor the scroll): the banner and the note arrive above, and Watch stays under the pointer.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.evaluate(() => scrollTo(0, 0))
  const watch = page.getByRole('button', { name: 'Watch', exact: true })
  await page.getByLabel('Watch an address (read-only)').fill('0x000000000000000000000000000000000000dEaD')
  // Measured in the task after the click (the watch's own render), before the new address's
  // numbers arrive and change the cards (their room is another test's matter).
  const moved = await watch.evaluate(
    (button: HTMLElement) =>
      new Promise<number>((resolve) => {
        const top = button.getBoundingClientRect().top
        button.click()
        setTimeout(() => resolve(button.getBoundingClientRect().top - top), 0)
      }),
  )
  await expect(page.getByRole('region', { name: 'Watch mode' })).toContainText('Watching 0x00…dEaD')
  expect(Math.abs(moved)).toBeLessThan(1)
})
