import { expect, test } from './fixtures'
import { startDevSite, type DevSite } from './fixtures/devServer'
import { shownNumber, short } from './fixtures/numbers'
import { readState } from './fixtures/state'
import { DEV_ACCOUNT, DEV_PRIVATE_KEY } from '../scripts/devnet'

/**
 * The site as `npm start` serves it: the Vite dev server (React StrictMode mounts the
 * providers twice) with the dev-only Devnet wallet. Production builds never showed the
 * recent-transactions store stuck on "Pending" there.
 */
let site: DevSite
test.beforeAll(async () => {
  const { deployment } = readState()
  site = await startDevSite(deployment, {
    rpcUrls: [deployment.rpcUrl],
    env: { VITE_DEVNET: '1', VITE_DEVNET_PRIVATE_KEY: DEV_PRIVATE_KEY },
  })
})
test.afterAll(async () => {
  await site?.stop()
})

test('dev server: stake, then Recent Transactions shows Approve and Stake confirmed; a reload restores the Devnet wallet', async ({ page, devnet }) => {
  void devnet // snapshot and revert around the test
  await page.goto(site.url)
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Devnet wallet/ }).click()
  await expect(page.getByText(short(DEV_ACCOUNT)).first()).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => shownNumber(page, 'mango-balance'), { timeout: 60_000 }).toBeGreaterThan(0)
  await page.getByLabel('Amount to stake').fill('100')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect(page.getByText('Staked 100 MANGO.')).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('account-button').click()
  const entry = (description: string) => page.getByRole('dialog').getByTestId('recent-transaction').filter({ hasText: description })
  await expect(entry('Approve 100 MANGO')).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 })
  await expect(entry('Stake 100 MANGO')).toHaveAttribute('data-status', 'confirmed', { timeout: 15_000 })
  // The specification's auto-connect on load: the last wallet comes back silently, no click.
  await page.reload()
  await expect(page.getByTestId('account-button')).toContainText(short(DEV_ACCOUNT), { timeout: 30_000 })
  await expect.poll(() => shownNumber(page, 'pmango-balance'), { timeout: 30_000 }).toBe(100) // its numbers, not a placeholder
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toHaveCount(0)
})
