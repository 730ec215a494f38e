/**
 * Proof outside the site: the packed kit installed into a fresh Vite + React app
 * (test/consumer/template, importing only @porch/kit, @porch/kit/react and
 * @porch/kit/styles.css), built and served, and tested the way another app would test it:
 * with nothing but `@porch/kit/testing` from the same tarball (its test wallet, local
 * WalletConnect relay and wallet, and anvil), over two local chains.
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import type * as Testing from '@porch/kit/testing'
import { parseEther, toHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createConsumerApp, type ConsumerApp } from '../test/consumer/consumerApp'
import { expect, test } from './fixtures'
import { lastCopied, recordClipboard } from './fixtures/clipboard'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'

const CHAIN_B = 31337
let app: ConsumerApp | undefined
let server: { url: string; stop(): Promise<void> } | undefined
let kit: typeof Testing
let chainB: Testing.AnvilNode | undefined
let relay: Testing.Relay | undefined
const chainA = () => ({ id: 1101, rpcUrl: readState().deployment.rpcUrl })

async function installWallet(page: Page, chains: Testing.TestChain[]) {
  return kit.installTestWallet(page, { name: 'Test Wallet', rdns: 'com.example.testwallet', accounts: [kit.anvilPrivateKeys[1]], chains })
}

async function connect(page: Page, address: string) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /Test Wallet/ }).click()
  await expect(page.getByTestId('account-button')).toContainText(short(address))
}

test.describe('the packed kit in a fresh Vite + React app', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    app = await createConsumerApp()
    kit = await app.testing()
    ;[chainB, relay] = await Promise.all([kit.startAnvil({ chainId: CHAIN_B }), kit.startRelay()])
    await fetch(chainB.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [privateKeyToAccount(kit.anvilPrivateKeys[1]).address, toHex(parseEther('1234.5'))] }),
    })
    await app.build({
      VITE_CHAIN_A_ID: '1101',
      VITE_CHAIN_A_RPC: chainA().rpcUrl,
      VITE_CHAIN_B_ID: String(CHAIN_B),
      VITE_CHAIN_B_RPC: chainB.rpcUrl,
      VITE_WC_RELAY_URL: relay.url,
    })
    server = await app.serve()
  })

  test.afterAll(async () => {
    await server?.stop()
    await chainB?.stop()
    await relay?.stop()
    app?.remove()
  })

  test('imports only the public entries; both import in Node without a window; no test code in the bundle', async () => {
    const src = join(app!.dir, 'src')
    const specifiers = readdirSync(src).flatMap((f) => [...readFileSync(join(src, f), 'utf8').matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) => m[1] ?? m[2]))
    expect(new Set(specifiers.filter((s) => s?.startsWith('@porch/')))).toEqual(new Set(['@porch/kit', '@porch/kit/react', '@porch/kit/styles.css']))
    const script = "await import('@porch/kit'); await import('@porch/kit/react'); console.log(typeof window)"
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: app!.dir })
    expect(stdout.trim()).toBe('undefined')
    const assets = join(app!.dir, 'dist', 'assets')
    for (const f of readdirSync(assets)) expect(readFileSync(join(assets, f), 'utf8')).not.toContain('isPorchTestWallet')
  })

  test('connects, signs, sends, adds and switches chains from the app, disconnects', async ({ page, devnet }) => {
    const wallet = await installWallet(page, [chainA()])
    await devnet.client.setBalance({ address: wallet.address, value: parseEther('4321.5') })
    await page.goto(server!.url)
    await connect(page, wallet.address)
    // @porch/kit/styles.css is loaded (its export map's `types` condition leaves bundlers its CSS).
    await expect(page.getByTestId('account-button')).toHaveCSS('cursor', 'pointer')
    await expect(page.getByTestId('account-balance')).toHaveText('4,321.5 ETH')
    await expect(page.getByTestId('chain-button')).toContainText('Devnet A')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from the consumer app', signature })).toBe(true)

    await page.getByRole('button', { name: 'Send transaction' }).click()
    await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(1)
    await page.getByTestId('account-button').click()
    const recent = page.getByRole('dialog').getByRole('region', { name: 'Recent Transactions' })
    await expect(recent.getByText('Sent 1 wei to myself')).toBeVisible()
    await expect(recent).toContainText('Confirmed')
    await page.keyboard.press('Escape')

    await page.getByTestId('chain-button').click()
    const chains = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(chains.getByRole('listitem')).toHaveText([/Devnet A\s*Connected/, /Devnet B/])
    await chains.getByTestId(`chain-option-${CHAIN_B}`).click()
    await expect(page.getByTestId('chain-button')).toContainText('Devnet B')
    // Unknown to the wallet: 4902, then added (EIP-3085) and switched to; the balance is chain B's.
    expect(wallet.requests('wallet_addEthereumChain')[0]?.params).toEqual([expect.objectContaining({ chainId: '0x7a69', rpcUrls: [chainB!.rpcUrl] })])
    expect(wallet.chainId).toBe(CHAIN_B)
    await expect(page.getByTestId('account-balance')).toHaveText('1,234.5 ETH')

    await page.getByTestId('account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
  })

  test('a refused signature, a chain switched in the wallet, a reload that stays connected', async ({ page }) => {
    const wallet = await installWallet(page, [chainA(), { id: CHAIN_B, rpcUrl: chainB!.rpcUrl }])
    await page.goto(server!.url)
    await connect(page, wallet.address)

    wallet.rejectNext('personal_sign')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByRole('alert')).toContainText(/reject|declin/i)
    await expect(page.getByTestId('signature')).toHaveCount(0)
    expect(wallet.requests('personal_sign')).toEqual([expect.objectContaining({ rejected: true })])

    await wallet.switchChain(CHAIN_B)
    await expect(page.getByTestId('chain-button')).toContainText('Devnet B')
    await expect(page.getByTestId('account-balance')).toHaveText('1,234.5 ETH')

    await page.reload()
    await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
    await expect(page.getByTestId('chain-button')).toContainText('Devnet B')
    expect(wallet.requests('eth_requestAccounts')).toHaveLength(1) // reconnected without a prompt
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  })

  test('WalletConnect through the local relay: the Copy link URI pairs the scripted wallet, which signs and disconnects', async ({ page }) => {
    test.setTimeout(90_000)
    await recordClipboard(page)
    await page.goto(server!.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click({ timeout: 20_000 })
    await expect.poll(() => lastCopied(page)).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const uri = (await lastCopied(page))!

    const pairing = kit.connectWalletConnect(uri, { relayUrl: relay!.url, accounts: [kit.anvilPrivateKeys[2]], chains: [chainA()] })
    const wallet = await Promise.race([pairing, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No session proposal reached the wallet within 30 s')), 30_000))])
    try {
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      await page.getByRole('button', { name: 'Sign message' }).click()
      await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 20_000 })
      const signature = (await page.getByTestId('signature').textContent()) as Hex
      expect(await verifyMessage({ address: wallet.address, message: 'Hello from the consumer app', signature })).toBe(true)
      expect(wallet.requests().map((r) => r.method)).toContain('personal_sign')

      await wallet.disconnect()
      await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible({ timeout: 15_000 })
    } finally {
      await wallet.close()
    }
  })
})
