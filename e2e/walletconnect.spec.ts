import type { Page } from '@playwright/test'
import { devnetAccounts } from '../scripts/devnet'
import { createWalletConnectWallet, startRelay, type Relay, type WalletConnectWallet } from '@porch/kit/testing'
import { expect, test } from './fixtures'
import { short, shownNumber } from './fixtures/numbers'
import { decodeRenderedQr } from './fixtures/qr'
import { expectAccessible } from './fixtures/a11y'
import { routeRelay } from './fixtures/relayProxy'

/**
 * WalletConnect end to end: the page (real sign-client in Chromium) and a wallet (a second
 * real sign-client in this Node process) pair through the project's relay on 127.0.0.1.
 */
const account = devnetAccounts[2]

async function openWalletConnectQr(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ }).first().click()
  const qr = page.getByTestId('wc-qr')
  await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })
  return (await qr.getAttribute('data-wc-uri'))!
}

test.describe('WalletConnect through the local relay', () => {
  let wallet: WalletConnectWallet | undefined
  test.afterEach(async () => {
    await wallet?.close()
    wallet = undefined
  })

  test('QR pairs a real wallet, staking reaches it, reload restores, wallet disconnect ends it', async ({ page, devnet, relayUrl }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    const uri = await openWalletConnectQr(page)
    // The picture itself encodes the same URI (decoded, not just the attribute).
    expect(await decodeRenderedQr(page, page.getByTestId('wc-qr'))).toBe(uri)

    wallet = await createWalletConnectWallet({ relayUrl, chains: [{ id: 1101, rpcUrl: devnet.rpcUrl }], accounts: [account.privateKey] })
    const started = Date.now()
    await wallet.pair(uri)
    await expect(page.getByText(short(account.address)).first()).toBeVisible()
    console.log(`WalletConnect pairing -> connected in the page: ${Date.now() - started} ms`)
    await expect(page.getByRole('dialog')).toHaveCount(0) // modals close on connect

    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    await page.getByLabel('Amount to stake').fill('10')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect.poll(() => shownNumber(page, 'pmango-balance'), { timeout: 30_000 }).toBe(10)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2) // approve + plant
    expect(await devnet.balanceOf(devnet.deployment.pMango, account.address)).toBe(10n * 10n ** 18n)

    await page.reload()
    await expect(page.getByText(short(account.address)).first()).toBeVisible()
    await expect(page.getByTestId('wc-qr')).toHaveCount(0) // restored without a new QR

    await wallet.disconnect()
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible({ timeout: 15_000 })
  })

  test('relay unreachable: a clear message and RETRY within 15 s', async ({ page }) => {
    test.setTimeout(60_000)
    // Every WebSocket to the relay is refused, as when the relay is down.
    await page.routeWebSocket(/.*/, (ws) => ws.close({ code: 1006, reason: 'relay down' }).catch(() => {}))
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const option = page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ }).first()
    await option.waitFor()
    const started = Date.now()
    await option.click()
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible({ timeout: 16_000 })
    // Within 15 s of the click, rendering included (the connector gives up after 14 s).
    expect(Date.now() - started).toBeLessThan(15_000)
    await expect(page.getByRole('dialog')).toContainText(/relay|connect/i)
  })

  test('relay stopped while the QR is shown: RETRY within 15 s, and the fresh QR pairs once it is back', async ({ page, devnet, relayUrl }) => {
    test.setTimeout(90_000)
    // The page talks to a relay of this test's own, so stopping it leaves the shared one alone.
    let relay: Relay | undefined = await startRelay()
    const port = relay.port
    try {
      await routeRelay(page, relayUrl, () => `ws://127.0.0.1:${port}`)
      await page.goto('/')
      const oldUri = await openWalletConnectQr(page)

      const stopped = Date.now()
      await relay.stop()
      relay = undefined
      const retry = page.getByRole('dialog').getByRole('button', { name: 'RETRY' })
      await expect(retry).toBeVisible({ timeout: 15_000 })
      expect(Date.now() - stopped).toBeLessThan(15_000)
      await expect(page.getByRole('alert')).toContainText('The connection to WalletConnect was lost, so this QR code can no longer connect.')
      await expect(page.getByTestId('wc-qr')).toHaveCount(0) // the dead code is gone
      await expectAccessible(page, 'relay lost (RETRY)')

      relay = await startRelay({ port })
      await retry.click()
      const qr = page.getByTestId('wc-qr')
      await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })
      const newUri = (await qr.getAttribute('data-wc-uri'))!
      expect(newUri).not.toBe(oldUri)
      expect(await decodeRenderedQr(page, qr)).toBe(newUri)

      wallet = await createWalletConnectWallet({ relayUrl: relay.url, chains: [{ id: 1101, rpcUrl: devnet.rpcUrl }], accounts: [account.privateKey] })
      await wallet.pair(newUri)
      await expect(page.getByText(short(account.address)).first()).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
    } finally {
      await wallet?.close()
      wallet = undefined
      await relay?.stop()
    }
  })
})
