/**
 * Proof in a real Next.js App Router app (test/consumer/next-template) with the packed kit:
 * `next build` with no next.config and no warning, `next start`, and Chromium with the
 * EIP-6963 test wallet. The kit's components are imported into Server Component pages; the
 * page hydrates without a mismatch with the wallet announced (listed by useConnectors, so a
 * clean result is not vacuous), before and after connecting; a dynamic page renders the
 * returning user's address in its server HTML from the cookie; with Sign-In with Ethereum
 * (the kit's server handlers in a Route Handler, `readSession` in the page) a signed-in
 * returning user sees neither 'Connect Wallet' nor 'Verify your account' at any moment.
 * Then `next dev` once. The wallet is `@porch/kit/testing`'s, from the installed tarball, as
 * the app's own tests would import it.
 */
import type { Page } from '@playwright/test'
import type * as Testing from '@porch/kit/testing'
import { createNextApp, type NextApp } from './fixtures/nextApp'
import { expect, test } from './fixtures'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'

const RDNS = 'dev.porch.testwallet'
let app: NextApp | undefined
let kit: typeof Testing
let buildOutput = ''
let env: Record<string, string> = {}

/** The EIP-6963 test wallet of the packed `@porch/kit/testing`, on the suite's devnet (anvil account 1). */
const installWallet = (page: Page) =>
  kit.installTestWallet(page, { name: 'Porch Test Wallet', rdns: RDNS, accounts: [kit.anvilPrivateKeys[1]], chains: [{ id: 1101, rpcUrl: readState().deployment.rpcUrl }] })

declare global {
  interface Window {
    /** Every text a button or dialog of the page has shown, from the first parsed byte on. */
    porchSeenTexts?: string[]
  }
}

/** Records every text any button or dialog shows, from before the first script runs. */
async function watchTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new Set<string>()
    window.porchSeenTexts = []
    const look = () => {
      for (const el of document.querySelectorAll('button, dialog')) {
        const text = (el.textContent ?? '').trim()
        if (!seen.has(text)) window.porchSeenTexts!.push(text)
        seen.add(text)
      }
    }
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
  })
  return () => page.evaluate(() => window.porchSeenTexts ?? [])
}

/** Console errors, page errors and every non-loopback request of a page. */
function watch(page: Page) {
  const errors: string[] = []
  const outside: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1') outside.push(r.url())
  })
  return { errors, outside }
}

test.describe('the packed kit in a Next.js App Router app', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    env = { NEXT_PUBLIC_CHAIN_ID: '1101', NEXT_PUBLIC_CHAIN_RPC: readState().deployment.rpcUrl }
    app = await createNextApp()
    kit = await app.testing()
    buildOutput = await app.build(env)
  })

  test.afterAll(() => app?.remove())

  test('next build needs no next.config and prints no warning; a Route Handler imports @porch/kit', async () => {
    test.setTimeout(180_000)
    expect(buildOutput).toContain('Compiled successfully')
    // Next prints "No build cache found" whenever it sees a CI environment with an empty
    // .next/cache: a note about the machine's cache, not about the app or the kit.
    const notes = buildOutput.split('\n').filter((line) => !/No build cache found/.test(line))
    expect(notes.join('\n')).not.toMatch(/⚠|\bwarn(ing)?\b/i)
    expect(buildOutput).toMatch(/ƒ \/account/) // dynamic: it reads the request's cookies
    expect(buildOutput).toMatch(/ƒ \/signed-in/)
    const server = await app!.serve('start', env)
    try {
      const api = await fetch(`${server.url}/api/kit?address=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`)
      expect(await api.json()).toEqual({ valid: true, short: '0xf3…2266' })
    } finally {
      await server.stop()
    }
  })

  test('next start: hydrates clean with a wallet announced, connects, and a returning user is connected in the server HTML', async ({ page }) => {
    test.setTimeout(180_000)
    const server = await app!.serve('start', env)
    try {
      const html = await (await fetch(server.url)).text()
      expect(html).toMatch(/data-testid="connect-button"[^>]*>Connect Wallet</)
      expect(html).toMatch(/data-testid="wallet-button-metaMask"[^>]*>.*MetaMask<\/button>/)

      const wallet = await installWallet(page)
      const seen = watch(page)
      await page.goto(server.url)
      await expect(page.getByTestId('connectors')).toContainText('Porch Test Wallet')
      await expect(page.getByTestId(`wallet-button-${RDNS}`)).toContainText('Porch Test Wallet')
      // @porch/kit/styles.css is loaded (its export map's `types` condition leaves Next its CSS).
      await expect(page.getByTestId('connect-button')).toHaveCSS('cursor', 'pointer')
      expect(seen.errors).toEqual([])

      await page.getByTestId(`wallet-button-${RDNS}`).click()
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      await page.reload()
      await expect(page.getByTestId('connectors')).toContainText('Porch Test Wallet')
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      expect(seen.errors).toEqual([])

      // The cookie recipe: the address is in the dynamic page's server HTML.
      const account = await (await page.request.get(`${server.url}/account`)).text()
      expect(account).toContain(short(wallet.address))
      expect(account).not.toContain('Connect Wallet')
      await page.goto(`${server.url}/account`)
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      await page.waitForLoadState('networkidle')
      expect(seen.errors).toEqual([])
      expect(seen.outside).toEqual([])
    } finally {
      await server.stop()
    }
  })

  test('with sign-in: a signed-in returning user is signed in in the server HTML and never sees Connect Wallet or Verify your account', async ({ page }) => {
    test.setTimeout(180_000)
    const server = await app!.serve('start', env)
    try {
      const wallet = await installWallet(page)
      const seen = watch(page)
      await page.goto(`${server.url}/signed-in`)
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await page.getByRole('dialog', { name: 'Connect a Wallet' }).getByRole('button', { name: /Porch Test Wallet/ }).click()
      const verify = page.getByRole('dialog', { name: 'Verify your account' })
      await verify.getByTestId('sign-in-button').click()
      await expect(verify).toBeHidden()
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      expect(await (await page.request.get(`${server.url}/api/auth/me`)).json()).toEqual({ address: wallet.address, chainId: 1101 })

      // The server knows both the connection (cookie) and the session (readSession).
      const html = await (await page.request.get(`${server.url}/signed-in`)).text()
      expect(html).toMatch(new RegExp(`data-testid="account-button"[^>]*>.*${short(wallet.address)}`))
      expect(html).not.toContain('Connect Wallet')
      expect(html).not.toContain('Verify your account')

      // A returning visit, watched from the first parsed byte: the client confirms the
      // connection and the session (/me) without ever showing either prompt.
      const texts = await watchTexts(page)
      const confirmed = page.waitForResponse((r) => r.url() === `${server.url}/api/auth/me`)
      await page.goto(`${server.url}/signed-in`)
      expect((await confirmed).status()).toBe(200)
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address))
      await page.waitForLoadState('networkidle')
      const shown = await texts()
      expect(shown.some((t) => t.includes(short(wallet.address)))).toBe(true) // watched, so the absence below means something
      expect(shown.filter((t) => /Connect Wallet|Verify your account/.test(t))).toEqual([])
      expect(wallet.requests('personal_sign')).toHaveLength(1) // no second signature asked
      expect(seen.errors).toEqual([])
      expect(seen.outside).toEqual([])
    } finally {
      await server.stop()
    }
  })

  test('next dev compiles the page and connects', async ({ page }) => {
    test.setTimeout(360_000)
    const server = await app!.serve('dev', env)
    try {
      const wallet = await installWallet(page)
      await page.goto(server.url, { timeout: 180_000 })
      await page.getByTestId(`wallet-button-${RDNS}`).click({ timeout: 60_000 })
      // next dev compiles the connect path on first use: on a loaded machine that took over 30 s.
      await expect(page.getByTestId('account-button')).toContainText(short(wallet.address), { timeout: 90_000 })
    } finally {
      await server.stop()
    }
  })
})
