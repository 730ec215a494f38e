/**
 * A second outside app: the ERC-20 dapp of test/consumer/erc20 (only @porch/kit,
 * @porch/kit/react and @porch/kit/styles.css), made from the same packed kit as
 * consumer.spec.ts, built with its chains and tokens in VITE_* variables and served.
 * Driven in Chromium with the EIP-6963 test wallet over two anvils, each with a token of
 * its own: balance, transfer to receipt, Recent Transactions, a rejection, a chain switch.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseUnits, type Hex } from 'viem'
import { startAnvil, type AnvilInstance } from '../scripts/anvil'
import { devnetAccounts } from '../scripts/devnet'
import { createConsumerApp, type ConsumerApp } from '../test/consumer/consumerApp'
import { expect, test } from './fixtures'
import { devnetHandle } from './fixtures/chain'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'
import { deployToken } from './fixtures/tokens'

const CHAIN_A = 1101 // the suite's devnet: the one chain the test wallet signs on
const CHAIN_B = 31337
const holder = devnetAccounts[1].address // the wallet fixture's default account
const recipient = devnetAccounts[2].address
let app: ConsumerApp | undefined
let server: { url: string; stop(): Promise<void> } | undefined
let chainB: AnvilInstance | undefined
let snapshotA: Hex | undefined
let usdcA: `0x${string}` | undefined

test.describe('an ERC-20 dapp on the packed kit', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    const { deployment } = readState()
    // The token on the suite's chain goes away after this file (later files see the chain as before).
    snapshotA = await devnetHandle(deployment).client.snapshot()
    chainB = await startAnvil({ chainId: CHAIN_B })
    usdcA = await deployToken({ rpcUrl: deployment.rpcUrl, chainId: CHAIN_A, token: 'USDC', holder, amount: parseUnits('1000', 6) })
    const mangoB = await deployToken({ rpcUrl: chainB.rpcUrl, chainId: CHAIN_B, token: 'MANGO', holder, amount: parseUnits('2500', 18) })
    app = await createConsumerApp('erc20')
    await app.build({
      VITE_CHAIN_A_ID: String(CHAIN_A),
      VITE_CHAIN_A_RPC: deployment.rpcUrl,
      VITE_TOKEN_A: usdcA,
      VITE_CHAIN_B_ID: String(CHAIN_B),
      VITE_CHAIN_B_RPC: chainB.rpcUrl,
      VITE_TOKEN_B: mangoB,
    })
    server = await app.serve()
  })

  test.afterAll(async () => {
    await server?.stop()
    await chainB?.stop()
    app?.remove()
    if (snapshotA) await devnetHandle(readState().deployment).client.revert({ id: snapshotA })
  })

  test('imports only the public entries of the kit', () => {
    const src = join(app!.dir, 'src')
    const specifiers = readdirSync(src).flatMap((f) => [...readFileSync(join(src, f), 'utf8').matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) => m[1] ?? m[2]))
    expect(new Set(specifiers.filter((s) => s?.startsWith('@porch/')))).toEqual(new Set(['@porch/kit', '@porch/kit/react', '@porch/kit/styles.css']))
  })

  test('reads the balance, transfers to a receipt, lists it, explains a rejection, follows a chain switch', async ({ page, wallet, devnet }) => {
    await wallet.install({ chainId: CHAIN_A, knownChains: [CHAIN_A] })
    await page.goto(server!.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /Test Wallet/ }).click()
    await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
    const balance = page.getByTestId('token-balance')
    await expect(page.getByTestId('network')).toHaveText('Devnet A')
    await expect(balance).toHaveText('1,000 USDC')

    // A transfer: the wallet signs, the receipt confirms, the balance follows at once (the
    // kit's timed refresh is 12 s away, so a short timeout proves the receipt drove it).
    const form = page.getByRole('form', { name: 'Send tokens' })
    await form.getByLabel('Recipient').fill(recipient)
    await form.getByLabel('Amount (USDC)').fill('250.5')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByRole('status')).toHaveText('Transfer confirmed.')
    await expect(balance).toHaveText('749.5 USDC', { timeout: 3_000 })
    expect(await devnet.balanceOf(usdcA!, recipient)).toBe(parseUnits('250.5', 6))
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(1)

    await page.getByTestId('account-button').click()
    const recent = page.getByRole('dialog').getByRole('region', { name: 'Recent Transactions' })
    await expect(recent.getByText(`Send 250.5 USDC to ${recipient.slice(0, 6)}…${recipient.slice(-4)}`)).toBeVisible()
    await expect(recent).toContainText('Confirmed')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    // A rejection in the wallet: the sentence describeError gives, nothing sent, nothing listed.
    await wallet.rejectNext('eth_sendTransaction')
    await form.getByLabel('Amount (USDC)').fill('10')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByRole('alert')).toHaveText('You rejected the request in your wallet.')
    expect(wallet.requests('eth_sendTransaction').map((r) => r.rejected)).toEqual([undefined, true])
    await expect(balance).toHaveText('749.5 USDC')

    // Another chain: every number is that chain's token, read from that chain's node.
    await page.getByTestId('chain-button').click()
    await page.getByRole('dialog', { name: 'Switch Networks' }).getByTestId(`chain-option-${CHAIN_B}`).click()
    await expect(page.getByTestId('network')).toHaveText('Devnet B')
    await expect(balance).toHaveText('2,500 MANGO')
    await expect(form.getByLabel('Amount (MANGO)')).toBeVisible()
    await page.getByTestId('chain-button').click()
    await page.getByRole('dialog', { name: 'Switch Networks' }).getByTestId(`chain-option-${CHAIN_A}`).click()
    await expect(page.getByTestId('network')).toHaveText('Devnet A')
    await expect(balance).toHaveText('749.5 USDC')
  })
})
