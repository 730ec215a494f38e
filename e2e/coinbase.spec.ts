import type { Locator, Page } from '@playwright/test'
import { expect, test, type InstallOptions, type TestWallet } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { short, shownNumber } from './fixtures/numbers'

async function openConnectModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Record every request to Coinbase's link host and answer 204, so the page stays. */
async function catchCoinbaseLinks(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.route('https://go.cb-w.com/**', (route) => {
    seen.push(route.request().url())
    return route.fulfill({ status: 204 })
  })
  return seen
}

test.beforeEach(async ({ page }) => {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost|go\.cb-w\.com)/, (route) => route.abort())
})

/** Desktop: the Coinbase test wallet is listed once, as Coinbase Wallet; it connects and stakes. */
async function connectAndStake(page: Page, wallet: TestWallet, options: InstallOptions) {
  await wallet.install(options)
  await page.goto('/')
  const dialog = await openConnectModal(page)
  const coinbase = dialog.getByRole('button', { name: /Coinbase/ })
  await expect(coinbase).toHaveCount(1)
  await expect(coinbase).toHaveAttribute('data-wallet-id', 'coinbaseWallet')
  await expect(coinbase).toHaveAttribute('data-ready', 'true')
  await expect(coinbase).toContainText('Coinbase Wallet')
  // Not also a generic browser wallet, and not an unknown "Installed" wallet.
  await expect(dialog.getByRole('button', { name: /Browser Wallet/ })).toHaveAttribute('data-ready', 'false')
  await expect(dialog.getByRole('region', { name: 'Installed' })).toHaveCount(0)

  await coinbase.click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
  await page.getByLabel('Amount to stake').fill('25')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(25)
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(9_975)
}

test.describe('Coinbase Wallet without the Coinbase SDK', () => {
  test('the extension announcing rdns com.coinbase.wallet: listed once as Coinbase Wallet, connects, stakes in one confirmation', async ({ page, wallet }) => {
    await connectAndStake(page, wallet, { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet', eip5792: 'v2' })
    expect(wallet.requests('wallet_sendCalls')).toHaveLength(1)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
  })

  test('the legacy isCoinbaseWallet flag only: the same, with the two-step flow', async ({ page, wallet }) => {
    await connectAndStake(page, wallet, { rdns: 'com.coinbase.wallet', announce: false, legacy: true, coinbaseFlag: true })
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2)
    // A reload reconnects through the same connector.
    await page.reload()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    expect(wallet.requests('eth_requestAccounts')).toHaveLength(1)
  })

  test('desktop without the extension: QR through WalletConnect, and the download links', async ({ page }) => {
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await dialog.getByRole('button', { name: /Coinbase/ }).click()
    await expect(dialog.getByRole('heading', { name: 'Coinbase Wallet is not installed' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Scan with the Coinbase app' }).click()
    await expect(dialog.getByTestId('wc-qr')).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
    await expect(dialog.getByRole('img', { name: 'QR code to connect with Coinbase Wallet' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Get Coinbase Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Get Coinbase Wallet' })).toBeVisible()
    await expect(dialog.getByRole('region', { name: 'Coinbase Wallet browser extension' }).getByRole('link')).toHaveAttribute(
      'href',
      'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
    )
    await dialog.getByRole('region', { name: 'Coinbase Wallet phone app' }).getByRole('button').click()
    await expect(dialog.getByRole('img', { name: 'QR code to download Coinbase Wallet' })).toBeVisible()
  })
})

test.describe('Coinbase Wallet on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('without a Coinbase provider: "Open in Coinbase Wallet" and WalletConnect through go.cb-w.com', async ({ page }) => {
    const seen = await catchCoinbaseLinks(page)
    // A page URL with a query string and a fragment, which must survive the round trip.
    await page.goto('/?ref=phone&x=1#stake')
    const dialog = await openConnectModal(page)
    await expect(page.getByTestId('connect-modal')).toHaveAttribute('data-layout', 'mobile')
    await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Coinbase' }).click()

    const dapp = dialog.getByRole('link', { name: 'Open in Coinbase Wallet' })
    await expect(dapp).toHaveAttribute('href', `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page.url())}`)
    expect(page.url()).toMatch(/\?ref=phone&x=1#stake$/)

    const wc = dialog.getByTestId('wallet-deep-link')
    await expect(wc).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
    const uri = (await wc.getAttribute('data-wc-uri'))!
    await expect(wc).toHaveAttribute('href', `https://go.cb-w.com/wc?uri=${encodeURIComponent(uri)}`)
    await expect(wc).toHaveText('Connect with WalletConnect')
    await expectAccessible(page, 'mobile Coinbase Wallet choices')
    // Two ways to go: nothing is opened until the user picks one.
    expect(seen).toEqual([])
    await wc.click()
    await expect.poll(() => seen).toEqual([`https://go.cb-w.com/wc?uri=${encodeURIComponent(uri)}`])
  })

  test("inside the Coinbase Wallet app's browser: the injected provider, no extra step", async ({ page, wallet }) => {
    const seen = await catchCoinbaseLinks(page)
    await wallet.install({ rdns: 'com.coinbase.wallet', announce: false, legacy: true, coinbaseFlag: true })
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'Coinbase' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    expect(wallet.requests('eth_requestAccounts')).toHaveLength(1)
    expect(seen).toEqual([])
  })
})
