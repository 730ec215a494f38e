/**
 * A RainbowKit app moves to the kit by rewriting its import specifiers only (issue 41): the
 * three apps of test/consumer/rainbowkit-{vite,next,siwe}, written from RainbowKit 2.2.11's
 * documentation alone, are first proven RainbowKit code (type-checked, and the Vite ones
 * built, on test/reference/rainbowkit), then moved (test/consumer/rainbowkitApps.ts:
 * imports rewritten, type-checked strictly under `bundler` and `node` resolution, built
 * without a warning) and driven in Chromium against the suite's anvil with the testing
 * entry's wallets: the EIP-6963 one announcing MetaMask's rdns, and on a phone-sized page
 * the WalletConnect one, reached through Trust Wallet's deep link and the local relay.
 * The steps hold on RainbowKit itself too (the desktop and sign-in tests were run against the
 * `rainbowkit` variant): locators use what both draw, and where the kit follows this
 * project's specification instead ('Send message'), the locator takes either word.
 */
import type { Page } from '@playwright/test'
import { createWalletConnectWallet, installTestWallet, type WalletConnectWallet } from '@porch/kit/testing'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { devnetAccounts } from '../scripts/devnet'
import type * as AppServer from '../test/consumer/erc20/server'
import { buildRainbowKitApp, REFERENCE_DIR, type RainbowKitApp } from '../test/consumer/rainbowkitApps'
import { expect, test } from './fixtures'
import { freePort } from './fixtures/nextApp'
import { short } from './fixtures/numbers'
import { startProcess } from './fixtures/processes'
import { readState } from './fixtures/state'
import { serveWagmiApp } from '../scripts/kit/wagmiApp'

const CHAIN = 1101
const holder = devnetAccounts[1]
const recipient = devnetAccounts[2].address
const APPS: readonly RainbowKitApp[] = ['vite', 'siwe', 'next']
/** Every build-time variable the apps read: the devnet, its node, the local WalletConnect relay. */
let env: Record<string, string> = {}

/** The testing entry's EIP-6963 wallet, announced as MetaMask (rdns io.metamask), on the devnet. */
const metaMask = (page: Page) =>
  installTestWallet(page, { name: 'MetaMask', rdns: 'io.metamask', accounts: [holder.privateKey], chains: [{ id: CHAIN, rpcUrl: readState().deployment.rpcUrl }] })

/** Connect through RainbowKit's ConnectButton and the modal, picking MetaMask. */
async function connectMetaMask(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await dialog.getByRole('button', { name: /MetaMask/ }).first().click()
  return dialog
}

/**
 * The reference tree is installed by `npm run bench` (or `npm ci` in test/reference/rainbowkit):
 * `npm test` does not download RainbowKit's ~480 MB of dependencies to prove the apps once more.
 */
const referenceInstalled = () => existsSync(join(REFERENCE_DIR, 'node_modules/@rainbow-me/rainbowkit/package.json'))

test.beforeAll(async () => {
  const { deployment, relayUrl } = readState()
  env = { VITE_CHAIN_ID: String(CHAIN), VITE_RPC_URL: deployment.rpcUrl, VITE_WC_RELAY_URL: relayUrl, VITE_WC_PROJECT_ID: 'e2e', NEXT_PUBLIC_CHAIN_ID: String(CHAIN), NEXT_PUBLIC_CHAIN_RPC: deployment.rpcUrl }
  // No NEXT_PUBLIC_WC_PROJECT_ID: the Next app keeps RainbowKit's guides' 'YOUR_PROJECT_ID', and
  // renders (only WalletConnect would fail, when picked). Every build starts now, side by side; each test waits for the ones it needs (one build each per run).
  for (const app of APPS) for (const variant of referenceInstalled() ? (['rainbowkit', 'kit'] as const) : (['kit'] as const)) void buildRainbowKitApp(app, variant, env).catch(() => {})
})

test('the three apps are RainbowKit 2.2.11 code: they type-check on RainbowKit + wagmi 2, and the Vite ones build there', async () => {
  test.skip(!referenceInstalled(), 'test/reference/rainbowkit is not installed (npm run bench installs it)')
  test.setTimeout(600_000)
  for (const app of APPS) await buildRainbowKitApp(app, 'rainbowkit', env)
})

test.describe('the Vite app moved to the kit', () => {
  let server: { url: string; stop(): Promise<void> } | undefined
  test.beforeAll(async () => {
    test.setTimeout(600_000)
    server = await serveWagmiApp(await buildRainbowKitApp('vite', 'kit', env))
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('connects MetaMask through the modal (disclaimer shown), custom button with the chain icon, avatar, account and chain modals, a send in Recent Transactions, disconnect', async ({ page, devnet }) => {
    test.setTimeout(120_000)
    await metaMask(page)
    await page.goto(server!.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const connect = page.getByRole('dialog', { name: 'Connect a Wallet' })
    // appInfo.disclaimer, drawn with RainbowKit's Text and Link.
    await expect(connect.getByText(/By connecting your wallet, you agree to the/)).toBeVisible()
    await expect(connect.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://termsofservice.xyz')
    // The app's wallet list (connectorsForWallets' groups, through getDefaultConfig({ wallets })).
    for (const name of ['MetaMask', 'Trust Wallet', 'Rainbow', 'WalletConnect']) await expect(connect.getByRole('button', { name: new RegExp(name) }).first()).toBeVisible()
    await connect.getByRole('button', { name: /MetaMask/ }).first().click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // ConnectButton.Custom: the chain's name with its icon (chain.hasIcon, iconUrl), the account.
    const chain = page.getByTestId('custom-chain')
    await expect(chain).toHaveText('Devnet')
    await expect(chain.getByRole('img', { name: 'Devnet' })).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    await expect(page.getByTestId('custom-account')).toContainText(short(holder.address))

    // The chain modal from the custom button.
    await chain.click()
    const networks = page.getByRole('dialog', { name: 'Switch Networks' })
    await expect(networks.getByText('Devnet').first()).toBeVisible()
    await expect(networks).toContainText('Connected') // the current chain, marked
    await page.keyboard.press('Escape')
    await expect(networks).toBeHidden()

    // wagmi's useSendTransaction, then useAddRecentTransaction: listed in the account modal.
    const before = await devnet.client.getBalance({ address: recipient })
    const send = page.getByRole('form', { name: 'Send ether' })
    await send.getByLabel('Recipient').fill(recipient)
    await send.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('send-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => devnet.client.getBalance({ address: recipient })).toBe(before + 10n ** 16n)
    await page.getByTestId('custom-account').click()
    // RainbowKit's account dialog has no accessible name (the kit's is the address): the one open dialog, showing the address.
    const account = page.getByRole('dialog').filter({ hasText: short(holder.address) })
    await expect(account.getByTestId('custom-avatar').first()).toBeVisible() // the app's avatar component
    await expect(account.getByText('Recent Transactions')).toBeVisible()
    await expect(account.getByText('Send 0.01 ETH')).toBeVisible()

    await account.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    await expect(page.getByTestId('custom-account')).toHaveCount(0)
  })

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    let wallet: WalletConnectWallet | undefined
    test.afterEach(async () => {
      await wallet?.close()
    })

    test('Trust Wallet is deep-linked with the pairing URI, and the WalletConnect wallet that takes it connects through the relay', async ({ page, devnet, relayUrl }) => {
      test.setTimeout(120_000)
      // No Trust app on this phone: the trust: link is caught, as the app would take it (desktop Chromium would prompt for xdg-open).
      await page.addInitScript(() => {
        document.addEventListener('click', (e) => e.target instanceof Element && e.target.closest('a[href^="trust:"]') && e.preventDefault(), true)
      })
      await page.route('https://link.trustwallet.com/**', (route) => route.fulfill({ status: 204 }))
      // ?config=custom: the same wallets through connectorsForWallets and wagmi's createConfig.
      await page.goto(`${server!.url}/?config=custom`)
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
      await dialog.getByRole('button', { name: /Trust Wallet/ }).first().click()
      // Trust Wallet's deep link (RainbowKit's `trust://wc?uri=`), or its universal link, carrying the pairing URI.
      const link = dialog.locator('a[href^="trust://wc?uri="], a[href^="https://link.trustwallet.com/wc?uri="]').first()
      await expect(link).toBeAttached({ timeout: 20_000 })
      const uri = new URL((await link.getAttribute('href'))!.replace(/^trust:\/\//, 'https://trust.invalid/')).searchParams.get('uri')!
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      wallet = await createWalletConnectWallet({ relayUrl, chains: [{ id: CHAIN, rpcUrl: devnet.rpcUrl }], accounts: [holder.privateKey] })
      await wallet.pair(uri)
      await expect(page.getByRole('button', { name: new RegExp(short(holder.address)) }).first()).toBeVisible({ timeout: 30_000 })
      await wallet.disconnect()
      await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible({ timeout: 15_000 })
    })
  })
})

test.describe('the sign-in app moved to the kit', () => {
  let server: AppServer.AppServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(600_000)
    const dist = await buildRainbowKitApp('siwe', 'kit', env)
    // The app's own server file, run from its folder: `@porch/kit/server` is the tarball's.
    const { startAppServer } = (await import(pathToFileURL(join(dirname(dist), 'server.ts')).href)) as typeof AppServer
    server = await startAppServer({ dist, chains: [{ id: CHAIN, rpcUrls: [readState().deployment.rpcUrl] }] })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('createAuthenticationAdapter + RainbowKitAuthenticationProvider with an app-owned status: signs in, /me answers 200, signs out on disconnect', async ({ page }) => {
    test.setTimeout(120_000)
    const wallet = await metaMask(page)
    await page.goto(server!.url)
    await expect(page.getByTestId('auth-status')).toHaveText('unauthenticated')
    expect((await page.request.get(`${server!.url}/api/auth/me`)).status()).toBe(401)
    await connectMetaMask(page)
    // RainbowKit's sign-in dialog has no accessible name: the dialog that says it.
    const verify = page.getByRole('dialog').filter({ hasText: 'Verify your account' })
    // RainbowKit says 'Sign message'; the kit keeps its specification's 'Send message'.
    await verify.getByRole('button', { name: /^(Send|Sign) message$/ }).click()
    await expect(page.getByTestId('auth-status')).toHaveText('authenticated')
    await expect(verify).toBeHidden()
    expect(wallet.requests('personal_sign')).toHaveLength(1)
    await page.getByRole('button', { name: 'Ask the server' }).click()
    await expect(page.getByTestId('me-status')).toHaveText('200')
    expect(await (await page.request.get(`${server!.url}/api/auth/me`)).json()).toMatchObject({ address: holder.address, chainId: CHAIN })

    await page.getByRole('button', { name: new RegExp(short(holder.address)) }).first().click()
    await page.getByRole('dialog').filter({ hasText: short(holder.address) }).getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('auth-status')).toHaveText('unauthenticated')
    expect((await page.request.get(`${server!.url}/api/auth/me`)).status()).toBe(401)
  })
})

test.describe('the Next.js App Router app moved to the kit', () => {
  test('next build; connected in the server HTML from the cookie after connecting through the modal', async ({ page }) => {
    // next build on 2 busy cores takes minutes; the test itself about 10 s.
    test.setTimeout(240_000)
    const dir = await buildRainbowKitApp('next', 'kit', env)
    const port = await freePort()
    const url = `http://127.0.0.1:${port}`
    const next = startProcess(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'start', dir, '-p', String(port), '-H', '127.0.0.1'], { NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '', NODE_ENV: 'production' })
    try {
      await next.waitFor(/Ready in|✓ Ready/, 120_000)
      await metaMask(page)
      await page.goto(url)
      await connectMetaMask(page)
      await expect(page.getByTestId('account-address')).toHaveText(holder.address)
      // ssr + cookieStorage + cookieToInitialState: the server renders the connection.
      const html = await (await page.request.get(url)).text()
      expect(html).toMatch(new RegExp(`data-testid="account-address"[^>]*>${holder.address}<`))
    } finally {
      await next.stop()
    }
  })
})
