import type { Locator, Page } from '@playwright/test'
import { createWalletConnectWallet, type WalletConnectWallet } from '@porch/kit/testing'
import { devnetAccounts } from '../scripts/devnet'
import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { lastCopied, recordClipboard } from './fixtures/clipboard'
import { short } from './fixtures/numbers'
import { decodeRenderedQr } from './fixtures/qr'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function openConnectModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  await expect(page.getByTestId('connect-modal')).toHaveAttribute('data-layout', 'mobile')
  return dialog
}

/**
 * Catch the wallet's universal link. A 204 answer cancels the navigation, so the page stays
 * and we can look at what it stored, like a phone whose wallet app took the link.
 */
async function catchDeepLinks(page: Page, host: string): Promise<string[]> {
  const seen: string[] = []
  await page.route(`https://${host}/**`, (route) => {
    seen.push(route.request().url())
    return route.fulfill({ status: 204 })
  })
  return seen
}

/**
 * A phone without a wallet app: the wc: link goes nowhere and the page stays. Desktop Chromium
 * would instead hand it to xdg-open behind a tab-modal "Open xdg-open?" prompt that takes all
 * input (invisible when headless), which is not what a phone does.
 */
/** The kit waits NO_APP_FALLBACK_MS (3 s) for an app to take the link; a wide margin on two busy cores. */
const FALLBACK_DEADLINE_MS = 10_000

async function noWalletApp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const opened: string[] = []
    Object.defineProperty(window, '__opened', { value: opened })
    document.addEventListener(
      'click',
      (e) => {
        const link = e.target instanceof Element ? e.target.closest('a[href^="wc:"]') : null
        if (!link) return
        opened.push(link.getAttribute('href')!)
        e.preventDefault()
      },
      true,
    )
  })
  return () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)
}

test.beforeEach(async ({ page }) => {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost|metamask\.app\.link|rnbwapp\.com)/, (route) => route.abort())
})

test.describe('Connect a Wallet modal (phone, 390 x 844)', () => {
  test('phone layout: a row of wallets, What is a Wallet, Get a Wallet with at most 3 wallets', async ({ page }) => {
    await page.goto('/')
    const dialog = await openConnectModal(page)
    const row = dialog.getByRole('list', { name: 'Wallets' })
    await expect(row.getByRole('button', { name: 'MetaMask' })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Rainbow' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Learn More' })).toBeVisible()
    await expectAccessible(page, 'mobile wallets')

    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
    const items = dialog.locator('li[data-wallet-id]')
    const n = await items.count()
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThanOrEqual(3)
    for (let i = 0; i < n; i++) {
      const hrefs = await items.nth(i).getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs.length).toBeGreaterThan(0)
      for (const h of hrefs) expect(h).toMatch(/^https:\/\/(apps\.apple\.com|play\.google\.com)\/|^https:\/\//)
    }
    await expect(dialog.getByRole('link', { name: /for iOS/ }).first()).toBeVisible()
    await expect(dialog.getByRole('link', { name: /for Android/ }).first()).toBeVisible()
    await expectAccessible(page, 'mobile get a wallet')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('list', { name: 'Wallets' })).toBeVisible()
  })

  for (const [name, host, base] of [
    ['MetaMask', 'metamask.app.link', 'https://metamask.app.link/wc'],
    ['Rainbow', 'rnbwapp.com', 'https://rnbwapp.com/wc'],
  ] as const) {
    test(`${name} opens its app with the encoded pairing URI and remembers the choice`, async ({ page }) => {
      const seen = await catchDeepLinks(page, host)
      await page.goto('/')
      const dialog = await openConnectModal(page)
      await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name }).click()
      const link = dialog.getByTestId('wallet-deep-link')
      await expect(link).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
      const uri = (await link.getAttribute('data-wc-uri'))!
      const expected = `${base}?uri=${encodeURIComponent(uri)}`
      await expect(link).toHaveAttribute('href', expected)
      await expect.poll(() => seen).toContain(expected)
      const stored = await page.evaluate(() => localStorage.getItem('mango.walletConnectDeepLink'))
      expect(JSON.parse(stored ?? 'null')).toEqual({ href: base, name })
      await expectAccessible(page, `mobile ${name} opening`)
    })
  }

  /**
   * rainbowkit#2574: on a phone with no wallet app, the wc: link goes nowhere. The page stays
   * visible and focused, so after a few seconds the same step offers the way out, and the
   * pairing it offers is still live.
   */
  test('WalletConnect with no wallet app: copy link, QR, Get a Wallet, another wallet; the copied link connects', async ({ page, context, baseURL, devnet, relayUrl }) => {
    test.setTimeout(90_000)
    await context.grantPermissions(['clipboard-write'], { origin: baseURL! })
    await recordClipboard(page)
    const opened = await noWalletApp(page)
    await page.goto('/')
    const dialog = await openConnectModal(page)
    const row = dialog.getByRole('list', { name: 'Wallets' })
    const copy = dialog.getByRole('button', { name: 'Copy link' })
    const handOff = async () => {
      await row.getByRole('button', { name: 'WalletConnect' }).click()
      const link = dialog.getByTestId('wallet-deep-link')
      await expect(link).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
      const shownAt = Date.now()
      const uri = (await link.getAttribute('data-wc-uri'))!
      await expect.poll(opened).toContain(uri) // handed to the system without a second tap
      await expect(copy).toBeHidden() // the app gets its chance first
      const tappable = [dialog.getByRole('button', { name: 'Back' }), dialog.getByRole('button', { name: 'Close' }), link]
      const boxes = () => Promise.all(tappable.map((l) => l.boundingBox()))
      const before = await boxes()
      await expect(copy).toBeVisible({ timeout: FALLBACK_DEADLINE_MS })
      const waited = Date.now() - shownAt
      console.log(`no wallet app: the other ways after ${waited} ms`)
      expect(waited).toBeGreaterThan(1_500) // not at once: an app would have had no time
      expect(await boxes()).toEqual(before) // its room was kept: nothing moved
      return uri
    }

    // Another wallet: back to the list, and a second try offers the way out again.
    await handOff()
    await dialog.getByRole('button', { name: 'Choose another wallet' }).click()
    await expect(row).toBeVisible()

    const uri = await handOff()
    await expect(dialog.getByRole('heading', { name: 'Nothing opened?' })).toBeVisible()
    await expect(dialog.getByRole('status').filter({ hasText: 'Copy the link and paste it in your wallet app' })).toBeVisible()
    await expectAccessible(page, 'mobile no app opened')
    expect(await decodeRenderedQr(page, dialog.getByTestId('wc-qr'))).toBe(uri)

    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Get a Wallet' })).toBeVisible()
    await expect(dialog.getByRole('link', { name: /for iOS/ }).first()).toBeVisible()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('heading', { name: 'Nothing opened?' })).toBeFocused()

    await copy.click()
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await lastCopied(page)).toBe(uri)

    const account = devnetAccounts[2]
    let wallet: WalletConnectWallet | undefined
    try {
      wallet = await createWalletConnectWallet({ relayUrl, chains: [{ id: 1101, rpcUrl: devnet.rpcUrl }], accounts: [account.privateKey] })
      await wallet.pair((await lastCopied(page))!)
      await expect(page.getByText(short(account.address)).first()).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('dialog')).toHaveCount(0)
    } finally {
      await wallet?.close()
    }
  })
})
