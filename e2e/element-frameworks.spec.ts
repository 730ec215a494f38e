/**
 * Proof in two more frameworks: test/consumer/vue (Vite + Vue 3) and test/consumer/svelte
 * (Vite + Svelte 5), written from lib/README.md's recipes, with the packed kit installed.
 * Both are built once for this file, side by side, and served with the staking site's
 * Content-Security-Policy. In Chromium with the tarball's test wallet over the suite's devnet
 * and a second anvil, each connects from `<porch-connect-button>`'s modal, shows the address
 * and the network its framework binding got from the elements' events, switches chain and
 * disconnects; no page reports a CSP violation.
 */
import type * as Testing from '@porch/kit/testing'
import { createConsumerApp, type ConsumerApp } from '../test/consumer/consumerApp'
import { expect, test } from './fixtures'
import { startCspServer, watchCsp, type CspServer } from './fixtures/cspServer'
import { readState } from './fixtures/state'

const CHAIN_A = 1101 // the suite's devnet
const CHAIN_B = 31337
const FRAMEWORKS = ['vue', 'svelte'] as const
let apps: ConsumerApp[] = []
const sites = new Map<string, CspServer>()
let kit: typeof Testing
let chainB: Testing.AnvilNode | undefined

test.describe('the elements in a Vue 3 app and a Svelte 5 app (site CSP)', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    const { deployment, relayUrl } = readState()
    apps = await Promise.all(FRAMEWORKS.map((f) => createConsumerApp(f)))
    kit = await apps[0]!.testing()
    chainB = await kit.startAnvil({ chainId: CHAIN_B })
    const env = { VITE_CHAIN_A_ID: String(CHAIN_A), VITE_CHAIN_A_RPC: deployment.rpcUrl, VITE_CHAIN_B_ID: String(CHAIN_B), VITE_CHAIN_B_RPC: chainB.rpcUrl }
    const sources = { rpcUrls: [deployment.rpcUrl, chainB.rpcUrl], walletConnectRelayUrl: relayUrl }
    // Both builds at once: most of a build is waiting on the other core.
    const dists = await Promise.all(apps.map((app) => app.build(env)))
    for (const [i, framework] of FRAMEWORKS.entries()) sites.set(framework, await startCspServer({ folders: { '/': dists[i]! }, sources }))
  })

  test.afterAll(async () => {
    for (const site of sites.values()) await site.stop()
    await chainB?.stop()
    for (const app of apps) app.remove()
  })

  for (const framework of FRAMEWORKS) {
    test(`${framework}: connects, shows the address and network from the events, switches chain, disconnects`, async ({ page }) => {
      const csp = await watchCsp(page)
      const wallet = await kit.installTestWallet(page, {
        name: 'Test Wallet',
        rdns: 'com.example.testwallet',
        accounts: [kit.anvilPrivateKeys[1]],
        chains: [
          { id: CHAIN_A, rpcUrl: readState().deployment.rpcUrl },
          { id: CHAIN_B, rpcUrl: chainB!.rpcUrl },
        ],
      })
      await page.goto(sites.get(framework)!.url)
      await expect(page.getByTestId('address')).toHaveText('not connected')

      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /Test Wallet/ }).click()
      await expect(page.getByTestId('address')).toHaveText(wallet.address)
      await expect(page.getByTestId('network')).toHaveText('Devnet A')

      await page.getByTestId('chain-button').click()
      await page.getByRole('dialog', { name: 'Switch Networks' }).getByTestId(`chain-option-${CHAIN_B}`).click()
      await expect(page.getByTestId('network')).toHaveText('Devnet B')
      expect(wallet.chainId).toBe(CHAIN_B)

      await page.getByTestId('account-button').click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('address')).toHaveText('not connected')
      expect(await csp.violations()).toEqual([])
    })
  }
})
