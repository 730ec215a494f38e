/**
 * A second outside app: the ERC-20 dapp of test/consumer/erc20 (only @porch/kit,
 * @porch/kit/react and @porch/kit/styles.css), made from the same packed kit as
 * consumer.spec.ts, built with its chains and tokens in VITE_* variables and sign-in on,
 * and served by its own server (test/consumer/erc20/server.ts: the built files and
 * `@porch/kit/server` from the tarball). Driven in Chromium with the tarball's
 * `@porch/kit/testing` wallet over two anvils, each with a token of its own: sign-in and
 * `/me`, balance, transfer to receipt, Recent Transactions, a rejection, a chain switch.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as Testing from '@porch/kit/testing'
import { parseUnits, type Hex } from 'viem'
import { startAnvil, type AnvilInstance } from '../scripts/anvil'
import { devnetAccounts } from '../scripts/devnet'
import { createConsumerApp, type ConsumerApp } from '../test/consumer/consumerApp'
import type * as AppServer from '../test/consumer/erc20/server'
import { expect, test } from './fixtures'
import { devnetHandle } from './fixtures/chain'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'
import { deployToken } from './fixtures/tokens'

const CHAIN_A = 1101 // the suite's devnet: the one chain the test wallet signs on
const CHAIN_B = 31337
const holder = devnetAccounts[1].address // the test wallet's account
const recipient = devnetAccounts[2].address
let app: ConsumerApp | undefined
let server: AppServer.AppServer | undefined
let kit: typeof Testing
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
    kit = await app.testing()
    const dist = await app.build({
      VITE_CHAIN_A_ID: String(CHAIN_A),
      VITE_CHAIN_A_RPC: deployment.rpcUrl,
      VITE_TOKEN_A: usdcA,
      VITE_CHAIN_B_ID: String(CHAIN_B),
      VITE_CHAIN_B_RPC: chainB.rpcUrl,
      VITE_TOKEN_B: mangoB,
      VITE_SIGN_IN: 'on',
    })
    // The app's own server file, run from its folder: `@porch/kit/server` is the tarball's.
    const { startAppServer } = (await import(pathToFileURL(join(app.dir, 'server.ts')).href)) as typeof AppServer
    server = await startAppServer({ dist, chains: [{ id: CHAIN_A, rpcUrls: [deployment.rpcUrl] }, { id: CHAIN_B, rpcUrls: [chainB.rpcUrl] }] })
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

  test('signs in (/me answers 200), reads the balance, transfers to a receipt, lists it, explains a rejection, follows a chain switch', async ({ page, devnet }) => {
    const { rpcUrl } = readState().deployment
    const wallet = await kit.installTestWallet(page, { name: 'Test Wallet', rdns: 'com.example.testwallet', accounts: [devnetAccounts[1].privateKey], chains: [{ id: CHAIN_A, rpcUrl }] })
    await page.goto(server!.url)
    expect((await page.request.get(`${server!.url}/api/auth/me`)).status()).toBe(401)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /Test Wallet/ }).click()
    // Sign-in through the modal: the wallet signs the server's EIP-4361 message, the server opens a session.
    const signIn = page.getByRole('dialog', { name: 'Verify your account' })
    await signIn.getByTestId('sign-in-button').click()
    await expect(signIn).toBeHidden()
    await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
    const [data] = wallet.requests('personal_sign')[0]!.params as [string]
    expect(Buffer.from(data.slice(2), 'hex').toString('utf8')).toMatch(new RegExp(`^${new URL(server!.url).host} wants you to sign in with your Ethereum account:\n${wallet.address}\n`))
    const me = await page.request.get(`${server!.url}/api/auth/me`)
    expect(me.status()).toBe(200)
    expect(await me.json()).toEqual({ address: wallet.address, chainId: CHAIN_A })
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
    wallet.rejectNext('eth_sendTransaction')
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
