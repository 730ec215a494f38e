/**
 * Proof outside React, without a build step: test/consumer/plain (lib/README.md's Plain HTML
 * recipe) is static files whose `<script type="module">` loads the kit's self-contained
 * build from a static folder (the packed kit's dist/standalone/, copied to porch/), served
 * with the staking site's Content-Security-Policy and the packed kit's sign-in server on the
 * same origin. Driven in Chromium with the tarball's test wallet over the suite's devnet and
 * a second anvil: the whole journey (connect, sign in, address and balance from the events,
 * a transaction in Recent Transactions, a chain switch, disconnect) with axe on each modal,
 * once by keyboard alone, a WalletConnect pairing through the suite's relay; no page reports
 * a CSP violation.
 */
import { randomBytes } from 'node:crypto'
import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import type * as Server from '@porch/kit/server'
import type * as Testing from '@porch/kit/testing'
import { parseEther } from 'viem'
import { createConsumerApp, type ConsumerApp } from '../test/consumer/consumerApp'
import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { lastCopied, recordClipboard } from './fixtures/clipboard'
import { boxShot, differingShare } from './fixtures/pixels'
import { startCspServer, watchCsp, type CspServer } from './fixtures/cspServer'
import { readState } from './fixtures/state'

const CHAIN_A = 1101 // the suite's devnet
const CHAIN_B = 31337
let app: ConsumerApp | undefined
let site: CspServer | undefined
let kit: typeof Testing
let chainB: Testing.AnvilNode | undefined
const chainA = () => ({ id: CHAIN_A, rpcUrl: readState().deployment.rpcUrl })
const chains = () => [chainA(), { id: CHAIN_B, rpcUrl: chainB!.rpcUrl }]

/** An entry of the installed kit, as its export map names it. */
async function installedEntry<T>(dir: string, entry: string): Promise<T> {
  const kitDir = join(dir, 'node_modules', '@porch', 'kit')
  const manifest = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as { exports: Record<string, { import?: string }> }
  return (await import(pathToFileURL(join(kitDir, manifest.exports[entry]!.import!)).href)) as T
}

/** Presses Tab until `target` has the focus (at most 20 times): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((el) => el.getRootNode() instanceof Node && (el.getRootNode() as Document | ShadowRoot).activeElement === el)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

const output = (page: Page, id: string) => page.locator(`output#${id}`)

test.describe('the elements on a plain HTML page (no build step, the standalone build, the site CSP)', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    app = await createConsumerApp('plain')
    kit = await app.testing()
    chainB = await kit.startAnvil({ chainId: CHAIN_B })
    // The static folder the recipe says to copy; the page's settings name the test's nodes and relay.
    cpSync(join(app.dir, 'node_modules/@porch/kit/dist/standalone'), join(app.dir, 'porch'), { recursive: true })
    const { relayUrl } = readState()
    const settings = readFileSync(join(app.dir, 'settings.js'), 'utf8')
      .replace('http://127.0.0.1:8545', chainA().rpcUrl)
      .replace('http://127.0.0.1:8546', chainB.rpcUrl)
      .replace('relayUrl: undefined', `relayUrl: ${JSON.stringify(relayUrl)}`)
    // The isolation test's blank and hostile pages, beside the app's (they load its porch/ folder).
    const isolation = join(import.meta.dirname, 'fixtures/isolation')
    const isolationFiles = Object.fromEntries(readdirSync(isolation).map((f) => [`/${f}`, readFileSync(join(isolation, f), 'utf8')]))
    const { createSiweHandlers, memoryStore } = await installedEntry<typeof Server>(app.dir, './server')
    const siwe: { handlers?: Server.SiweHandlers } = {}
    site = await startCspServer({
      folders: { '/': app.dir },
      files: { '/settings.js': settings, ...isolationFiles },
      sources: { rpcUrls: [chainA().rpcUrl, chainB.rpcUrl], walletConnectRelayUrl: relayUrl },
      handle: (req, res) => (req.url?.startsWith('/api/auth/') && siwe.handlers ? (void siwe.handlers.handleNode(req, res), true) : false),
    })
    // The sign-in server names exactly the origin users see, known once the server listens.
    siwe.handlers = createSiweHandlers({ origin: site.url, chains: chains().map((c) => ({ id: c.id, rpcUrls: [c.rpcUrl] })), secret: randomBytes(32).toString('hex'), store: memoryStore() })
  })

  test.afterAll(async () => {
    await site?.stop()
    await chainB?.stop()
    app?.remove()
  })

  test('connect, sign in, address and balance from the events, a transaction in Recent Transactions, switch chain, disconnect; axe on every modal', async ({ page, devnet }) => {
    const csp = await watchCsp(page)
    const wallet = await kit.installTestWallet(page, { name: 'Test Wallet', rdns: 'com.example.testwallet', accounts: [kit.anvilPrivateKeys[1]], chains: chains() })
    await devnet.client.setBalance({ address: wallet.address, value: parseEther('4321.5') })
    const response = await page.goto(site!.url)
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'")

    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const connectDialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await expect(connectDialog).toBeVisible()
    await expectAccessible(page, 'connect', 'body')
    await connectDialog.getByRole('button', { name: /Test Wallet/ }).click()

    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await expect(verify).toBeVisible()
    await expectAccessible(page, 'sign-in', 'body')
    await verify.getByTestId('sign-in-button').click()
    await expect(output(page, 'auth')).toHaveText(`signed in as ${wallet.address}`)
    expect((await page.request.get(`${site!.url}/api/auth/me`)).status()).toBe(200)
    await expect(output(page, 'address')).toHaveText(wallet.address)
    await expect(output(page, 'balance')).toHaveText('4,321.5 ETH')
    await expect(output(page, 'network')).toHaveText('Devnet A')

    await page.getByRole('button', { name: 'Send 1 wei to myself' }).click()
    await expect(output(page, 'transaction')).toHaveText('Sent 1 wei to myself: confirmed')
    await page.getByTestId('account-button').click()
    const recent = page.getByRole('dialog').getByRole('region', { name: 'Recent Transactions' })
    await expect(recent.getByText('Sent 1 wei to myself')).toBeVisible()
    await expect(recent).toContainText('Confirmed')
    await expectAccessible(page, 'account', 'body')
    await page.keyboard.press('Escape')

    await page.getByTestId('chain-button').click()
    await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
    await expectAccessible(page, 'chains', 'body')
    await page.getByTestId(`chain-option-${CHAIN_B}`).click()
    await expect(output(page, 'network')).toHaveText('Devnet B')
    await expect(output(page, 'balance')).toHaveText('10,000 ETH') // anvil's development balance
    expect(wallet.chainId).toBe(CHAIN_B)

    await page.getByTestId('account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(output(page, 'address')).toHaveText('not connected')
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    expect(await csp.violations()).toEqual([])
  })

  test('by keyboard alone: connect, sign in, disconnect', async ({ page }) => {
    const csp = await watchCsp(page)
    const wallet = await kit.installTestWallet(page, { name: 'Test Wallet', rdns: 'com.example.testwallet', accounts: [kit.anvilPrivateKeys[1]], chains: chains() })
    await page.goto(site!.url)
    await tabTo(page, page.getByRole('button', { name: 'Connect Wallet', exact: true }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /Test Wallet/ }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('dialog', { name: 'Verify your account' }).getByTestId('sign-in-button'))
    await page.keyboard.press('Enter')
    await expect(output(page, 'auth')).toHaveText(`signed in as ${wallet.address}`)
    await tabTo(page, page.getByTestId('account-button'))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }))
    await page.keyboard.press('Enter')
    await expect(output(page, 'address')).toHaveText('not connected')
    expect(await csp.violations()).toEqual([])
  })

  test('WalletConnect: the Copy link URI pairs the testing entry\'s wallet through the relay; the page shows its address', async ({ page }) => {
    test.setTimeout(90_000)
    const csp = await watchCsp(page)
    await recordClipboard(page)
    await page.goto(site!.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click({ timeout: 20_000 })
    await expect.poll(() => lastCopied(page)).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const pairing = kit.connectWalletConnect((await lastCopied(page))!, { relayUrl: readState().relayUrl, accounts: [kit.anvilPrivateKeys[2]], chains: [chainA()] })
    const wallet = await Promise.race([pairing, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No session proposal reached the wallet within 30 s')), 30_000))])
    try {
      await expect(output(page, 'address')).toHaveText(wallet.address, { timeout: 20_000 })
      await wallet.disconnect()
      await expect(output(page, 'address')).toHaveText('not connected', { timeout: 15_000 })
    } finally {
      await wallet.close()
    }
    expect(await csp.violations()).toEqual([])
  })

  test('isolated: under a hostile page stylesheet the button and the open Connect modal look as on a blank page (at most 1% of their pixels differ)', async ({ browser, context }) => {
    const shots = async (path: string) => {
      const page = await context.newPage()
      // Still frames to compare: the modal's opening slide and fade are off with reduced motion.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const csp = await watchCsp(page)
      await page.goto(`${site!.url}/${path}`)
      const button = page.getByRole('button', { name: 'Connect Wallet', exact: true }).first()
      await expect(button).toBeVisible()
      const buttonShot = await boxShot(page.locator('porch-connect-button').first())
      // The hostile page opens the modal from the button inside its 10 px clipping wrapper.
      const opener = page.locator('#trapped').getByRole('button', { name: 'Connect Wallet', exact: true })
      await ((await opener.count()) > 0 ? opener : button).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
      await expect(dialog).toBeVisible()
      // The modal must be the topmost thing at its centre (not under the page, not clipped).
      const box = (await dialog.boundingBox())!
      expect(await dialog.evaluate((d, [x, y]) => d.contains((d.getRootNode() as ShadowRoot | Document).elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2])).toBe(true)
      const dialogShot = await boxShot(dialog)
      expect(await csp.violations()).toEqual([])
      await page.close()
      return { buttonShot, dialogShot }
    }
    const blank = await shots('blank.html')
    const hostile = await shots('hostile.html')
    expect(await differingShare(browser, blank.buttonShot, hostile.buttonShot)).toBeLessThanOrEqual(0.01)
    expect(await differingShare(browser, blank.dialogShot, hostile.dialogShot)).toBeLessThanOrEqual(0.01)
  })
})
