import { openSafeHost } from '@porch/kit/testing'
import { deployRealSafe, SAFE_OWNER_KEYS } from '../test/safe/realSafe'
import { expect, test } from './fixtures'
import { startDevSite, type DevSite } from './fixtures/devServer'
import { safeServiceControl } from './fixtures/safeQueueService'
import { readState } from './fixtures/state'

/**
 * The Safe App on the Vite dev server (`npm start`: React StrictMode mounts every component
 * twice), once: a 2-of-3 Safe signs in through the multi-owner wait, and the queue panel
 * shows the Safe's queue. The production build's Safe specs cover the details.
 */
let site: DevSite
test.beforeAll(async () => {
  const { deployment } = readState()
  site = await startDevSite(deployment, { rpcUrls: [deployment.rpcUrl], env: { VITE_SIWE: 'on' } })
})
test.afterAll(async () => {
  await site?.stop()
})

test('dev server (StrictMode): a 2-of-3 Safe signs in once the second owner signs; the queue panel reads the Safe queue', async ({ page, devnet }) => {
  test.setTimeout(120_000)
  const { safeHost, safeServiceUrl } = readState()
  const real = await deployRealSafe(devnet.rpcUrl)
  const owners = real.owners.map((o) => o.address)
  const service = safeServiceControl(safeServiceUrl)
  await service.addSafe({ chainId: 1101, address: real.safe, owners, threshold: 2 })
  try {
    const host = await openSafeHost(page, {
      origin: safeHost.trustedOrigin,
      appUrl: site.url,
      safe: real.safe,
      owners,
      threshold: 2,
      rpcUrl: devnet.rpcUrl,
      serviceUrl: safeServiceUrl,
      messageSigning: { ownerKeys: SAFE_OWNER_KEYS },
    })
    const app = host.app
    const queue = app.getByTestId('safe-queue')
    await expect(queue.getByRole('heading', { name: 'Waiting in your Safe' })).toBeVisible({ timeout: 60_000 })
    await expect(queue).toContainText('No staking transactions are waiting in your Safe.')

    await app.getByTestId('connect-button').first().click()
    const dialog = app.getByRole('dialog', { name: 'Verify your account' })
    await expect(dialog.getByTestId('sign-in-button')).toHaveText('Send message', { timeout: 30_000 })
    await dialog.getByTestId('sign-in-button').click()
    await expect(dialog.getByTestId('sign-in-safe-progress')).toHaveText("Waiting for the Safe's owners: 1 of 2 confirmations")
    // One request to Safe{Wallet}, however often StrictMode mounted the dialog.
    const messages = await host.messages()
    expect(messages).toHaveLength(1)
    await host.confirmMessage(messages[0]!.hash)
    await expect(dialog).toBeHidden()
    const me = await app.locator('body').evaluate(async () => (await fetch('/api/auth/me')).json())
    expect(me).toEqual({ address: real.safe, chainId: 1101 })
    expect(await host.requests('signMessage')).toHaveLength(1)
    await expect(queue.getByRole('heading', { name: 'Waiting in your Safe' })).toHaveCount(1)
  } finally {
    await service.reset()
  }
})
