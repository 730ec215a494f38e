import { startRpcProxy, type FaultMode, type RpcProxy } from '../scripts/bench/rpcProxy'
import { expect, test } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { startDevSite, type DevSite } from './fixtures/devServer'
import { shownNumber } from './fixtures/numbers'
import { readState } from './fixtures/state'

/** Two node URLs (VITE_RPC_URLS): the first fails in each way, the second works. */
let first: RpcProxy
let second: RpcProxy
let site: DevSite
test.describe.configure({ timeout: 120_000 })
test.beforeAll(async () => {
  const { deployment } = readState()
  first = await startRpcProxy(deployment.rpcUrl, { holdMs: 15_000 })
  second = await startRpcProxy(deployment.rpcUrl)
  site = await startDevSite(deployment, { rpcUrls: [first.url, second.url] })
})
test.afterAll(async () => {
  await site?.stop()
  await first?.stop()
  await second?.stop()
})
test.afterEach(() => first.setMode('pass'))

for (const mode of ['down', 'hang', 'http500'] as FaultMode[]) {
  test(`first URL ${mode}: staking works end to end through the second`, async ({ page, wallet }) => {
    first.setMode(mode)
    await wallet.install()
    await page.goto(site.url)
    await connectTestWallet(page, wallet.address)
    await expect.poll(() => shownNumber(page, 'mango-balance'), { timeout: 60_000 }).toBe(10_000)
    await page.getByLabel('Amount to stake').fill('100')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect(page.getByText('Staked 100 MANGO.')).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
    await expect(page.getByTestId('network-notice')).toHaveCount(0)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2)
    expect(second.records.length).toBeGreaterThan(0)
  })
}
