/**
 * Proof outside the site: the packed kit installed into a fresh Vite + React app
 * (test/consumer/template, importing only @porch/kit, @porch/kit/react and
 * @porch/kit/styles.css), built and served, driven in Chromium with the injected
 * EIP-6963 test wallet over two local chains.
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { parseEther, toHex, verifyMessage, type Hex } from 'viem'
import { startAnvil, type AnvilInstance } from '../scripts/anvil'
import { devnetAccounts } from '../scripts/devnet'
import { createConsumerApp, type ConsumerApp } from '../test/consumer/consumerApp'
import { expect, test } from './fixtures'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'

const CHAIN_B = 31337
let app: ConsumerApp | undefined
let server: { url: string; stop(): Promise<void> } | undefined
let chainB: AnvilInstance | undefined

test.describe('the packed kit in a fresh Vite + React app', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    chainB = await startAnvil({ chainId: CHAIN_B })
    await fetch(chainB.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [devnetAccounts[1].address, toHex(parseEther('1234.5'))] }),
    })
    app = await createConsumerApp()
    await app.build({ VITE_CHAIN_A_ID: '1101', VITE_CHAIN_A_RPC: readState().deployment.rpcUrl, VITE_CHAIN_B_ID: String(CHAIN_B), VITE_CHAIN_B_RPC: chainB.rpcUrl })
    server = await app.serve()
  })

  test.afterAll(async () => {
    await server?.stop()
    await chainB?.stop()
    app?.remove()
  })

  test('imports only the public entries; both import in Node without a window', async () => {
    const src = join(app!.dir, 'src')
    const specifiers = readdirSync(src).flatMap((f) => [...readFileSync(join(src, f), 'utf8').matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) => m[1] ?? m[2]))
    expect(new Set(specifiers.filter((s) => s?.startsWith('@porch/')))).toEqual(new Set(['@porch/kit', '@porch/kit/react', '@porch/kit/styles.css']))
    const script = "await import('@porch/kit'); await import('@porch/kit/react'); console.log(typeof window)"
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: app!.dir })
    expect(stdout.trim()).toBe('undefined')
  })

  test('connects, shows address and balance, signs, sends, lists and switches chains, disconnects', async ({ page, wallet, devnet }) => {
    // Balances of their own on each chain, so the page visibly reads the chain it is on.
    await devnet.client.setBalance({ address: wallet.address, value: parseEther('4321.5') })
    await wallet.install({ chainId: 1101, knownChains: [1101] })
    await page.goto(server!.url)

    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /Test Wallet/ }).click()
    const account = page.getByTestId('account-button')
    await expect(account).toContainText(short(wallet.address))
    await expect(page.getByTestId('account-balance')).toHaveText('4,321.5 ETH')
    await expect(page.getByTestId('chain-button')).toContainText('Devnet A')

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from the consumer app', signature })).toBe(true)

    await page.getByRole('button', { name: 'Send transaction' }).click()
    await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(1)
    await account.click()
    const accountModal = page.getByRole('dialog')
    const recent = accountModal.getByRole('region', { name: 'Recent Transactions' })
    await expect(recent.getByText('Sent 1 wei to myself')).toBeVisible()
    await expect(recent).toContainText('Confirmed')
    await page.keyboard.press('Escape')
    await expect(accountModal).toBeHidden()

    await page.getByTestId('chain-button').click()
    const chains = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(chains.getByRole('listitem')).toHaveText([/Devnet A\s*Connected/, /Devnet B/])
    await chains.getByTestId(`chain-option-${CHAIN_B}`).click()
    await expect(chains).toBeHidden()
    await expect(page.getByTestId('chain-button')).toContainText('Devnet B')
    // Unknown to the wallet: added (EIP-3085), then switched to; the balance is chain B's.
    expect(wallet.requests('wallet_addEthereumChain')[0]?.params).toEqual([expect.objectContaining({ chainId: '0x7a69', rpcUrls: [chainB!.rpcUrl] })])
    await expect(page.getByTestId('account-balance')).toHaveText('1,234.5 ETH')
    await page.getByTestId('chain-button').click()
    await page.getByRole('dialog', { name: 'Switch Networks' }).getByTestId('chain-option-1101').click()
    await expect(page.getByTestId('chain-button')).toContainText('Devnet A')

    await account.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    await expect(account).toBeHidden()
  })
})
