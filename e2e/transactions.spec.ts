import type { Page } from '@playwright/test'
import { expect, test, type TestWallet } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { short, shownNumber } from './fixtures/numbers'

async function connect(page: Page, wallet: TestWallet) {
  await wallet.install()
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
}

const entry = (page: Page, description: string) =>
  page.getByRole('dialog').getByTestId('recent-transaction').filter({ hasText: description })

test.describe('recent transactions in the account modal', () => {
  test('stake adds Approve and Stake entries that go pending -> confirmed and survive reload', async ({ page, wallet, devnet }) => {
    await connect(page, wallet)
    // Blocks only when the test mines them, so "pending" can be seen.
    await devnet.client.setAutomine(false)
    try {
      await page.getByLabel('Amount to stake').fill('100')
      await page.getByRole('button', { name: 'Stake', exact: true }).click()
      await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(1)

      await page.getByTestId('account-button').click()
      const approve = entry(page, 'Approve 100 MANGO')
      await expect(approve).toHaveAttribute('data-status', 'pending')
      await expect(page.getByTestId('avatar-spinner').first()).toBeVisible() // pending -> loading avatar
      await devnet.client.mine({ blocks: 1 })
      await expect(approve).toHaveAttribute('data-status', 'confirmed')

      await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(2)
      const stake = entry(page, 'Stake 100 MANGO')
      await expect(stake).toHaveAttribute('data-status', 'pending')
      await devnet.client.mine({ blocks: 1 })
      await expect(stake).toHaveAttribute('data-status', 'confirmed')
      await expect(page.getByTestId('avatar-spinner')).toHaveCount(0)
      await expect(stake.getByRole('link')).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/)
    } finally {
      await devnet.client.setAutomine(true)
    }

    await page.reload()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    await page.getByTestId('account-button').click()
    await expect(entry(page, 'Stake 100 MANGO')).toHaveAttribute('data-status', 'confirmed')
    await expect(entry(page, 'Approve 100 MANGO')).toHaveAttribute('data-status', 'confirmed')
  })

  test('a transaction that reverts on chain shows failed', async ({ page, wallet }) => {
    await connect(page, wallet)
    await wallet.lowGasNext()
    await page.getByLabel('Amount to stake').fill('5')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect(page.getByRole('alert').first()).toBeVisible() // the failure is said in words
    expect(await shownNumber(page, 'pmango-balance')).toBe(0)
    await page.getByTestId('account-button').click()
    await expect(entry(page, 'Approve 5 MANGO')).toHaveAttribute('data-status', 'failed')
  })
})
