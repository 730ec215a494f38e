import { getAddress, type Address } from 'viem'
import { devnetAccounts } from '../scripts/devnet'
import { expect, test } from './fixtures'
import { shownNumber } from './fixtures/numbers'
import { openSafeHost } from './fixtures/safeHost/control'
import { safeServiceControl } from './fixtures/safeQueueService'
import { readState } from './fixtures/state'

/**
 * The Safe's queue on the staking screen, inside the Safe{Wallet} test host, with the
 * wallet-service stand-in (e2e/fixtures/safeQueueService.ts): the host proposes to it as
 * Safe{Wallet} does, the test confirms there and executes on anvil.
 */
const SAFE = getAddress(devnetAccounts[2].address)
const OWNERS: Address[] = [getAddress(devnetAccounts[3].address), getAddress('0x000000000000000000000000000000000000bEEF'), getAddress('0x000000000000000000000000000000000000cafE')]
const E18 = 10n ** 18n

test.describe("the Safe's queue", () => {
  const service = () => safeServiceControl(readState().safeServiceUrl)
  test.afterEach(() => service().reset())

  test('a stake proposal shows at 1 of 2 with "Needs your signature", then 2 of 2, then leaves the list once executed', async ({ page, devnet }) => {
    const { baseURL, safeHost, safeServiceUrl } = readState()
    await service().addSafe({ chainId: 1101, address: SAFE, owners: OWNERS, threshold: 2 })
    const host = await openSafeHost(page, { origin: safeHost.trustedOrigin, appUrl: `${baseURL}/`, safe: SAFE, owners: OWNERS, rpcUrl: devnet.rpcUrl, serviceUrl: safeServiceUrl })
    const app = host.app
    const queue = app.getByTestId('safe-queue')
    await expect(queue.getByRole('heading', { name: 'Waiting in your Safe' })).toBeVisible()
    await expect(queue).toContainText('No staking transactions are waiting in your Safe.')
    // Safe{Wallet} does not say which owner is connected: this one is the second owner, who has not signed.
    await queue.getByLabel('You sign as').selectOption(OWNERS[1]!)

    await expect.poll(() => shownNumber(app, 'mango-balance')).toBe(10_000)
    await app.getByLabel('Amount to stake').fill('100')
    await app.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect.poll(() => page.evaluate(() => window.safeHost.proposals)).toHaveLength(1)
    const [proposal] = await page.evaluate(() => window.safeHost.proposals)
    expect(proposal!.status).toBe(200)
    const safeTxHash = proposal!.hash

    // approve + plant, proposed as one MultiSend batch, is ONE stake of 100 MANGO.
    const item = queue.getByTestId('safe-queue-item')
    await expect(item).toHaveCount(1)
    await expect(item).toHaveAttribute('data-safe-tx-hash', safeTxHash)
    await expect(item).toContainText('Stake 100 MANGO')
    await expect(item).toContainText('1 of 2 confirmations')
    await expect(item).toContainText('Needs your signature')
    await expect(item.getByRole('link', { name: 'View in Safe{Wallet}' })).toHaveAttribute(
      'href',
      `${safeHost.trustedOrigin}/transactions/tx?safe=zkevm:${SAFE}&id=multisig_${SAFE}_${safeTxHash}`,
    )
    // The first owner proposed, and so signed: nothing is asked of them.
    await queue.getByLabel('You sign as').selectOption(OWNERS[0]!)
    await expect(item).not.toContainText('Needs your signature')
    await queue.getByLabel('You sign as').selectOption(OWNERS[1]!)
    await expect(item).toContainText('Needs your signature')

    // The second owner confirms (in Safe{Wallet}: the service and the host both learn it).
    await service().confirm(safeTxHash, OWNERS[1]!)
    await host.confirm(safeTxHash)
    await expect(item).toContainText('2 of 2 confirmations')
    await expect(item).not.toContainText('Needs your signature')
    expect(await devnet.balanceOf(devnet.deployment.pMango, SAFE)).toBe(0n)

    // Executed on anvil: the service drops it from the queue, the position shows the stake.
    await service().execute(safeTxHash)
    await host.execute(devnet, safeTxHash)
    await expect(item).toHaveCount(0)
    await expect(queue).toContainText('No staking transactions are waiting in your Safe.')
    expect(await devnet.balanceOf(devnet.deployment.pMango, SAFE)).toBe(100n * E18)
    await expect.poll(() => shownNumber(app, 'pmango-balance')).toBe(100)
  })

  test('where the service does not serve the chain, one line says so', async ({ page, devnet }) => {
    const { baseURL, safeHost, safeServiceUrl } = readState()
    await service().unserve()
    const host = await openSafeHost(page, { origin: safeHost.trustedOrigin, appUrl: `${baseURL}/`, safe: SAFE, owners: OWNERS, rpcUrl: devnet.rpcUrl, serviceUrl: safeServiceUrl })
    const queue = host.app.getByTestId('safe-queue')
    await expect(queue).toContainText("Safe's transaction service does not serve")
    await expect(queue.getByTestId('safe-queue-item')).toHaveCount(0)
    await expect(queue.getByLabel('You sign as')).toHaveCount(0)
  })

  test('outside a Safe, the queue and its code never load', async ({ page }) => {
    const { baseURL } = readState()
    const scripts: string[] = []
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())))
    await page.goto(`${baseURL}/`)
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((u) => /SafeQueuePanel|safeApp|getSafeQueue/.test(u))).toEqual([])
    await expect(page.getByTestId('safe-queue')).toHaveCount(0)
  })
})
