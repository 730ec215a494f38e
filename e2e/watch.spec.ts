import { expect, test } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { stakerOnNode } from './fixtures/history'
import { shownNumber } from './fixtures/numbers'

const MANGO = 10n ** 18n
const SENTENCE = 'Connect this wallet to stake.'

test('?address= shows another account\'s position and history read-only', async ({ page, wallet, devnet }) => {
  const bob = stakerOnNode(devnet.deployment, 2)
  await bob.plant(250n * MANGO)

  await wallet.install({ account: 1 })
  await page.goto(`/?address=${bob.address}`)
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(250)
  await page.getByTestId('position').scrollIntoViewIfNeeded()
  await expect.poll(() => shownNumber(page, 'position-staked')).toBe(250)
  await expect(page.getByTestId('history-table').locator('tbody tr')).toHaveCount(1)
  await expect(page.getByTestId('history-table')).toContainText('250 MANGO')
  // Every write is off, with the sentence, and nothing is sent to the wallet.
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Unstake', exact: true })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Harvest', exact: true })).toBeDisabled()
  await expect(page.getByText(SENTENCE)).toHaveCount(3)
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)

  // Stop watching: the connected wallet's own numbers, writes back on.
  await page.getByRole('button', { name: 'Stop watching' }).click()
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(0)
  await expect(page.getByText(SENTENCE)).toHaveCount(0)
  await page.getByLabel('Amount to stake').fill('5')
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled()
  expect(new URL(page.url()).searchParams.get('address')).toBeNull()
})

test('watching without a wallet, and watching the connected wallet itself', async ({ page, wallet, devnet }) => {
  const bob = stakerOnNode(devnet.deployment, 2)
  await bob.plant(30n * MANGO)
  await wallet.install({ account: 2 })
  await page.goto('/')
  await page.getByLabel('Watch an address (read-only)').fill(bob.address)
  await page.getByRole('button', { name: 'Watch', exact: true }).click()
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(30)
  await expect(page.getByText(SENTENCE).first()).toBeVisible()
  expect(new URL(page.url()).searchParams.get('address')).toBe(bob.address)

  await connectTestWallet(page, wallet.address) // the wallet is bob: writes work normally
  await expect(page.getByText(SENTENCE)).toHaveCount(0)
  await page.getByLabel('Amount to stake').fill('5')
  await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled()
})

test('a bad address gets a clear message and the page keeps working', async ({ page }) => {
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
})
