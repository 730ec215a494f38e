import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'

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
})
