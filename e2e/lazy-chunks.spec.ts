import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * On-demand chunks whose first download fails (offline for a moment, a deploy replaced
 * them) load on the next try, without a page reload: the kit forgets a failed import().
 */

/** Fail the first request whose URL matches (and, if given, whose body contains `marker`). */
async function failFirstChunk(page: Page, url: RegExp, marker?: string): Promise<{ failures: () => number }> {
  let failures = 0
  await page.route(url, async (route: Route) => {
    if (failures > 0) return route.fallback()
    if (marker) {
      const response = await route.fetch()
      if (!(await response.text()).includes(marker)) return route.fulfill({ response })
    }
    failures += 1
    return route.abort('internetdisconnected')
  })
  return { failures: () => failures }
}

test('the connect modal chunk fails to download: the next click on Connect Wallet opens the modal', async ({ page }) => {
  // Offline for this chunk (its modulepreload and its import) until the first attempt failed.
  let offline = true
  await page.route(/\/assets\/ConnectModal-[^/]+\.js$/, (route) => (offline ? route.abort('internetdisconnected') : route.fallback()))
  const errors: Error[] = []
  page.on('pageerror', (e) => errors.push(e))
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Connect Wallet', exact: true })
  const failed = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().startsWith('Could not load the modal'))
  await button.click()
  await failed
  offline = false
  // The failed modal closed: the page is intact and the button works again.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the WalletConnect chunks fail once each: RETRY loads them and shows the QR code', async ({ page }) => {
  // The connector's implementation (lib/connectors/walletConnect/connector.ts), then the
  // sign-client (only it holds the relay method name irn_subscribe).
  // (Routes registered later are asked first.)
  const client = await failFirstChunk(page, /\/assets\/[^/]+\.js$/, 'irn_subscribe')
  const front = await failFirstChunk(page, /\/assets\/connector-[^/]+\.js$/)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /^WalletConnect/ }).first().click()
  const retry = dialog.getByRole('button', { name: /retry/i })
  await expect(retry).toBeVisible()
  expect([front.failures(), client.failures()]).toEqual([1, 0])

  await retry.click()
  await expect(dialog).toContainText('Could not reach the network. Check your connection and try again.')
  expect([front.failures(), client.failures()]).toEqual([1, 1])

  await retry.click()
  await expect(page.getByTestId('wc-qr')).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })
})

test("React DOM's chunk fails to download: the page says so in words, and a reload starts it", async ({ page }) => {
  // src/main.tsx imports React DOM at start-up, from a chunk of its own (docs/performance.md "Start-up").
  // Offline for it (its modulepreload and its import) until the page has said so.
  let offline = true
  let failures = 0
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!offline) return route.fallback()
    const response = await route.fetch()
    if (!(await response.text()).includes('__reactContainer$')) return route.fulfill({ response })
    failures += 1
    return route.abort('internetdisconnected')
  })
  await page.goto('/')
  await expect(page.locator('#root')).toHaveText(/^Mango could not start \(.+\)\. Reload the page to try again\.$/)
  expect(failures).toBeGreaterThan(0)
  offline = false
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
})
