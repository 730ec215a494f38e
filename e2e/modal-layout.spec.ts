import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { connectTestWallet } from './fixtures/connect'
import { box, expectInside, expectNoScroll, expectTextFits, settle } from './fixtures/layout'
import { lastCopied, recordClipboard } from './fixtures/clipboard'

/**
 * Layout of the modals at three sizes: a desktop, a narrow window (compact bottom sheet) and
 * a phone (touch, phone user agent). Each step: no scrolling, fits, axe-core clean.
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
const SIZES = [
  { name: 'desktop 1280x800', kind: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'narrow 700x800', kind: 'compact', use: { viewport: { width: 700, height: 800 } } },
  { name: 'phone 390x844', kind: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } },
] as const

const heading = (dialog: Locator, name: string) => dialog.getByRole('heading', { name, exact: true })

async function openConnect(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Every check a step gets; returns the dialog's height. */
async function checkStep(page: Page, step: string): Promise<number> {
  const dialog = page.getByRole('dialog')
  await settle(page)
  // LAYOUT_SHOTS=1 keeps a picture of every step (test-results/layout/), for reviewing changes.
  if (process.env.LAYOUT_SHOTS) await page.screenshot({ path: `test-results/layout/${page.viewportSize()!.width}-${step.replace(/\W+/g, '-')}.png` })
  await expectNoScroll(page, step)
  await expectInside(page, dialog, page.locator('body'), `${step}: dialog`)
  await expectAccessible(page, step)
  return (await box(dialog)).height
}

/** Every button and link in the dialog is at least 24 x 24 px (WCAG 2.2 target size, minimum). */
async function expectTargets(page: Page, step: string): Promise<void> {
  const small = await page.locator('dialog:modal').evaluate((d) =>
    [...d.querySelectorAll('button, a[href]')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 24 || r.height < 24))
      .map(({ el, r }) => `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${r.width.toFixed(0)}x${r.height.toFixed(0)}`),
  )
  expect(small, `${step}: targets under 24 px`).toEqual([])
}

test.beforeEach(async ({ page }) => {
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204 }))
})

for (const size of SIZES) {
  test.describe(`modal layout, ${size.name}`, () => {
    test.use(size.use)

    if (size.kind !== 'phone') {
      test('connect steps: one height on desktop, none scrolls, QR size rule, equal action buttons, Copy link', async ({ page, context }) => {
        test.setTimeout(120_000)
        await context.grantPermissions(['clipboard-write'])
        await recordClipboard(page)
        await page.goto('/')
        const dialog = await openConnect(page)
        const heights: Record<string, number> = {}
        const compact = size.kind === 'compact'
        heights.list = await checkStep(page, 'wallet list')
        await expectTargets(page, 'wallet list')

        if (compact) {
          await dialog.getByRole('button', { name: 'Learn More' }).click()
          await expect(heading(dialog, 'What is a Wallet?')).toBeVisible()
          heights.learn = await checkStep(page, 'learn')
        }
        await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
        await expect(heading(dialog, 'Get a Wallet')).toBeVisible()
        heights.get = await checkStep(page, 'get a wallet')
        await expectTargets(page, 'get a wallet')
        if (compact) {
          await dialog.getByRole('button', { name: 'Back' }).click()
          await dialog.getByRole('button', { name: 'Back' }).click()
        }

        // WalletConnect QR: size by the rule, fits, Copy link puts the pairing URI on the clipboard.
        await dialog.getByRole('button', { name: /^WalletConnect/ }).first().click()
        const qr = page.getByTestId('wc-qr')
        await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })
        await expect(qr.getByRole('img', { name: /QR code to connect/ })).toBeVisible()
        const qrWidth = (await box(qr.locator('[data-qr-uri]'))).width
        // max(280, min(width - 308, 382)) under 768 px: 382 at 700 px, however long the text around it.
        if (compact) expect(qrWidth).toBe(Math.max(280, Math.min(page.viewportSize()!.width - 308, 382)))
        else expect(qrWidth).toBe(382)
        heights.qr = await checkStep(page, 'walletconnect qr')
        await expectTargets(page, 'walletconnect qr')
        const copy = dialog.getByRole('button', { name: 'Copy link' })
        await copy.click()
        await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
        expect(await lastCopied(page)).toBe(await qr.getAttribute('data-wc-uri'))
        if (compact) await dialog.getByRole('button', { name: 'Back' }).click()

        await dialog.getByRole('button', { name: /MetaMask/ }).click()
        await expect(heading(dialog, 'MetaMask is not installed')).toBeVisible()
        heights.notInstalled = await checkStep(page, 'not installed')
        await dialog.getByRole('button', { name: 'INSTALL', exact: true }).click()
        await expect(heading(dialog, 'Get MetaMask')).toBeVisible()
        heights.downloadOptions = await checkStep(page, 'download options')
        const install = await box(dialog.getByRole('link', { name: 'INSTALL', exact: true }))
        const getApp = await box(dialog.getByRole('button', { name: 'GET THE APP' }))
        expect([Math.round(install.width), Math.round(install.height)]).toEqual([Math.round(getApp.width), Math.round(getApp.height)])
        await dialog.getByRole('button', { name: 'GET THE APP' }).click()
        await expect(heading(dialog, 'Install MetaMask')).toBeVisible()
        heights.download = await checkStep(page, 'download qr')
        await dialog.getByRole('button', { name: 'CONTINUE' }).click()
        await expect(heading(dialog, 'Get started with MetaMask')).toBeVisible()
        heights.instructions = await checkStep(page, 'instructions')
        await expectTargets(page, 'instructions')

        if (!compact) {
          // One height for every step: the centred dialog does not jump between them.
          expect(new Set(Object.values(heights).map(Math.round)), JSON.stringify(heights)).toHaveProperty('size', 1)
        }
      })
    } else {
      test('phone connect screens: one header row, the wallet app named, labels fit, nothing scrolls', async ({ page }) => {
        test.setTimeout(90_000)
        await page.route('https://metamask.app.link/**', (route) => route.fulfill({ status: 204 }))
        await page.goto('/')
        const dialog = await openConnect(page)
        await expect(page.getByTestId('connect-modal')).toHaveAttribute('data-layout', 'mobile')
        await checkStep(page, 'phone wallets')
        await expectTargets(page, 'phone wallets')
        const labels = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
        for (let i = 0; i < (await labels.count()); i++) {
          const label = labels.nth(i).locator('span')
          await expectTextFits(label, `wallet label ${i}`)
          await expectInside(page, label, dialog, `wallet label ${await label.textContent()}`)
        }

        const oneHeaderRow = async (step: string) => {
          const back = dialog.getByRole('button', { name: 'Back' })
          const close = dialog.getByRole('button', { name: 'Close' })
          await expect(close).toHaveCount(1)
          const [b, c] = [await box(back), await box(close)]
          expect(Math.abs(b.y + b.height / 2 - (c.y + c.height / 2)), `${step}: back and Close on one row`).toBeLessThan(4)
        }

        await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
        await expect(heading(dialog, 'Get a Wallet')).toBeVisible()
        await oneHeaderRow('get a wallet')
        await checkStep(page, 'phone get a wallet')
        await expectTargets(page, 'phone get a wallet')
        await dialog.getByRole('button', { name: 'Back' }).click()

        await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'MetaMask' }).click()
        await expect(heading(dialog, 'Opening MetaMask…')).toBeVisible()
        await expect(dialog.getByTestId('wallet-deep-link')).toHaveText('Open MetaMask', { timeout: 20_000 })
        await oneHeaderRow('opening metamask')
        await checkStep(page, 'phone opening metamask')

        // The generic WalletConnect entry hands the link to whichever wallet app the phone has.
        // (A fresh page: Chromium stops taking input after a page navigates to a wc: link.)
        await page.goto('/')
        await openConnect(page)
        await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'WalletConnect' }).click()
        await expect(dialog.getByTestId('wallet-deep-link')).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })
        await expect(heading(dialog, 'Opening your wallet app…')).toBeVisible()
        await expect(dialog).toContainText('Approve the connection in your wallet app')
        await expect(dialog.getByTestId('wallet-deep-link')).toHaveText('Open wallet app')
        await expect(dialog).not.toContainText(/in WalletConnect|Open WalletConnect|Opening WalletConnect/)
        await oneHeaderRow('opening wallet app')
        await expectTextFits(dialog.getByRole('heading', { level: 2 }), 'opening heading')
        await checkStep(page, 'phone opening wallet app')
        await expectTargets(page, 'phone opening wallet app')
      })
    }

    test('account and chain modals: no scroll, targets, names without icon letters', async ({ page, wallet }) => {
      await wallet.install()
      await page.goto('/')
      await connectTestWallet(page, wallet.address)
      // Three recent transactions, as after a stake and a harvest.
      await page.evaluate((address) => {
        const hash = (n: number) => `0x${String(n).repeat(64)}`
        const list = [1, 2, 3].map((n) => ({ hash: hash(n), status: 'confirmed', description: `Stake ${n}00 MANGO` }))
        localStorage.setItem('mango.transactions', JSON.stringify({ [address.toLowerCase()]: { 1101: list } }))
      }, wallet.address)
      await page.reload()
      await page.getByTestId('account-button').click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByTestId('recent-transaction')).toHaveCount(3)
      await checkStep(page, 'account modal')
      await expectTargets(page, 'account modal')
      const explorer = dialog.getByRole('link', { name: /View on explorer/ })
      expect((await box(explorer)).height).toBeGreaterThanOrEqual(24)
      const last = dialog.getByTestId('recent-transaction').last()
      const [l, d] = [await box(last), await box(dialog)]
      expect(d.y + d.height - (l.y + l.height), 'room under the last transaction').toBeGreaterThanOrEqual(8)
      await dialog.getByRole('button', { name: 'Close' }).click()

      await page.getByTestId('chain-button').click()
      const chains = page.getByRole('dialog', { name: 'Switch Networks' })
      await expect(chains.getByRole('button', { name: 'Polygon zkEVM Connected', exact: true })).toBeVisible()
      await checkStep(page, 'chain modal')
      await expectTargets(page, 'chain modal')
    })

    test('wrong network: the header fits on one line with its chevron; the chain modal fits', async ({ page, wallet }) => {
      await wallet.install({ chainId: 1, knownChains: [1, 1101] })
      await page.goto('/')
      await connectTestWallet(page)
      const wrong = page.getByRole('button', { name: 'Wrong network', exact: true })
      await expect(wrong).toBeVisible()
      const row = page.locator('[data-connect-button]')
      for (const button of [wrong, page.getByTestId('account-button')]) {
        await expectTextFits(button, 'header button')
        expect((await box(button)).height, 'one line').toBeLessThan(48)
        await expectInside(page, button.locator('svg').last(), button, 'chevron')
      }
      const r = await box(row)
      expect(r.x + r.width).toBeLessThanOrEqual(page.viewportSize()!.width)
      await wrong.click()
      await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Polygon zkEVM', exact: true })).toBeVisible()
      await checkStep(page, 'chain modal (wrong network)')
      await expectTargets(page, 'chain modal (wrong network)')
    })
  })
}
