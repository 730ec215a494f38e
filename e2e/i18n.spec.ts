import type { Page } from '@playwright/test'
import { formatMessage, KIT_ENGLISH, SITE_ENGLISH, loadTranslation, pseudo, type English } from '../test/i18n/english'
import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { settle } from './fixtures/layout'
import { SIGN_IN_DIST } from './fixtures/signInSite'
import { buildSignInSite, startServe, type ServeProcess } from './fixtures/siteServer'

// The sign-in build (VITE_SIWE=on), made once per run, served by one `npm run serve` for this
// file: the tests only open the sign-in modal, each in its own browser context (no shared cookie).
const withSignIn = test.extend<object, { site: ServeProcess }>({
  site: [
    async ({}, use) => {
      await buildSignInSite(SIGN_IN_DIST)
      const site = await startServe(SIGN_IN_DIST)
      await use(site)
      await site.stop()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
})

/**
 * The site in other languages, set the way a reader sets it (the browser's language):
 * each modal step and a stake fit (no clipped text, nothing outside the dialog or the
 * viewport), show no English left over, pass axe, and right-to-left locales are mirrored.
 * A locale runs once its translation files exist (test/i18n/catalogue.test.ts fails until then).
 * 'pseudo' is German with every string replaced by an accented one ~40% longer, generated
 * from English here and served in place of the German chunks.
 */
const LOCALES = [
  { locale: 'de', browser: 'de-DE' },
  { locale: 'ar', browser: 'ar-EG' },
  { locale: 'he', browser: 'he-IL' },
  { locale: 'ja', browser: 'ja-JP' },
  { locale: 'de', browser: 'de-DE', pseudo: true },
] as const
const SIZES = [
  { name: '1280x800', use: { viewport: { width: 1280, height: 800 } } },
  { name: '390x844', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const

interface Catalogues {
  kit: English
  site: English
}

/** `kit.connect.title` in the locale under test. */
function text(c: Catalogues, id: string, params?: Record<string, string>): string {
  const [kind, section, key] = id.split('.') as ['kit' | 'site', string, string]
  // Only string values are filled in here, so the locale (for number formatting) does not matter.
  return formatMessage('en', c[kind][section]![key]!, params)
}

/** English sentences (two words or more) that differ in the locale: none may show. */
function englishLeftovers(c: Catalogues): string[] {
  const out: string[] = []
  for (const [kind, english] of [['kit', KIT_ENGLISH], ['site', SITE_ENGLISH]] as const) {
    for (const [section, messages] of Object.entries(english)) {
      for (const [key, source] of Object.entries(messages)) {
        const plain = source.split(/\{[^}]*\}/)[0]!.trim()
        if (plain.split(' ').length >= 2 && c[kind][section]?.[key] !== source) out.push(plain)
      }
    }
  }
  return out
}

/** Fits, no English, axe-clean, mirrored when right to left. */
async function checkStep(page: Page, c: Catalogues, step: string, rtl: boolean): Promise<void> {
  const dialog = page.getByRole('dialog')
  await settle(page)
  const problems = await dialog.evaluate((d) => {
    const out: string[] = []
    const box = d.getBoundingClientRect()
    for (const el of d.querySelectorAll<HTMLElement>('h1, h2, p, span, a, button, li, label, dt, dd')) {
      // Hidden, and visually hidden (1 px, for screen readers), elements are not read on screen.
      if (!el.offsetParent || el.closest('[aria-hidden="true"]') || el.clientWidth <= 1) continue
      if (el.scrollWidth > el.clientWidth + 1) out.push(`clipped: ${el.tagName} "${el.textContent?.slice(0, 40)}" ${el.scrollWidth} > ${el.clientWidth}`)
      const r = el.getBoundingClientRect()
      if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1)) out.push(`outside the dialog: ${el.tagName} "${el.textContent?.slice(0, 40)}"`)
    }
    if (box.left < -1 || box.right > window.innerWidth + 1 || box.bottom > window.innerHeight + 1) out.push('dialog outside the viewport')
    return out
  })
  expect(problems, `${step}: layout`).toEqual([])
  const shown = await dialog.innerText()
  expect(englishLeftovers(c).filter((s) => shown.includes(s)), `${step}: English text`).toEqual([])
  await expectAccessible(page, step)
  if (rtl) {
    const close = await dialog.getByRole('button', { name: text(c, 'kit.dialog.close') }).first().boundingBox()
    const d = await dialog.boundingBox()
    expect(close!.x + close!.width / 2, `${step}: close button on the left`).toBeLessThan(d!.x + d!.width / 2)
  }
}

/** Serves generated pseudo-locale chunks in place of the German ones. */
async function servePseudo(page: Page, c: Catalogues): Promise<void> {
  await page.route(/\/assets\/de-[\w-]{8}\.js$/, async (route) => {
    const original = await (await route.fetch()).text()
    // The kit's chunk has the walletButton section; the site's does not.
    const data = original.includes('walletButton') ? c.kit : c.site
    await route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(data)}` })
  })
}

for (const entry of LOCALES) {
  const rtl = entry.locale === 'ar' || entry.locale === 'he'
  for (const size of SIZES) {
    test.describe(`${'pseudo' in entry ? 'pseudo-locale' : entry.locale} at ${size.name}`, () => {
      test.use({ ...size.use, locale: entry.browser })

      test('connect, account and switch networks modals, then a stake', async ({ page, wallet }) => {
        const kit = await loadTranslation('kit', entry.locale)
        const site = await loadTranslation('site', entry.locale)
        test.skip(!kit || !site, `${entry.locale} is not translated yet`)
        const c: Catalogues = 'pseudo' in entry ? { kit: pseudo(KIT_ENGLISH), site: pseudo(SITE_ENGLISH) } : { kit: kit!, site: site! }
        if ('pseudo' in entry) await servePseudo(page, c)
        await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204 }))
        await wallet.install()
        await page.goto('/')
        await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr')
        await expect(page.locator('html')).toHaveAttribute('lang', entry.locale)

        await page.getByRole('button', { name: text(c, 'kit.button.connect'), exact: true }).click()
        await expect(page.getByRole('dialog', { name: text(c, 'kit.connect.title') })).toBeVisible()
        await checkStep(page, c, 'connect', rtl)
        await page.getByRole('dialog').getByRole('button', { name: text(c, 'kit.connect.getAWallet') }).first().click()
        await checkStep(page, c, 'get a wallet', rtl)
        await page.keyboard.press('Escape')

        await page.getByRole('button', { name: text(c, 'kit.button.connect'), exact: true }).click()
        await page.getByRole('dialog').getByRole('button', { name: /Test Wallet/ }).first().click()
        await page.getByTestId('account-button').click()
        await expect(page.getByRole('dialog').getByText(text(c, 'kit.account.copyAddress'))).toBeVisible()
        await checkStep(page, c, 'account', rtl)
        // The exit arrow and the external-link arrow point the reader's way.
        const dialog = page.getByRole('dialog')
        for (const control of [dialog.getByRole('button', { name: text(c, 'kit.dialog.disconnect') }), dialog.getByRole('link', { name: text(c, 'kit.account.viewOnExplorer') })]) {
          const transform = await control.locator('svg').evaluate((svg) => getComputedStyle(svg).transform)
          expect(transform, 'direction-bearing icon').toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')
        }
        await page.keyboard.press('Escape')

        await page.getByTestId('chain-button').click()
        await expect(page.getByRole('dialog', { name: text(c, 'kit.chain.title') })).toBeVisible()
        await checkStep(page, c, 'switch networks', rtl)
        await page.keyboard.press('Escape')

        // The reader's own decimal separator; the value sent is exact.
        const decimal = new Intl.NumberFormat(entry.browser).formatToParts(1.5).find((p) => p.type === 'decimal')!.value
        await page.getByLabel(text(c, 'site.amount.stakeLabel')).fill(`1${decimal}5`)
        await page.getByRole('button', { name: text(c, 'site.amount.stakeButton'), exact: true }).click()
        await expect(page.getByText(text(c, 'site.actions.staked', { amount: `1${decimal === ',' ? ',' : '.'}5 MANGO` }))).toBeVisible({ timeout: 30_000 })
        const body = await page.locator('main').innerText()
        expect(englishLeftovers(c).filter((s) => body.includes(s)), 'staking screen: English text').toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'page scrolls sideways').toBe(true)
      })

      // The pseudo-locale's sign-in modal is covered by the German one (same chunks, longer words above).
      if (!('pseudo' in entry)) {
        withSignIn('the sign-in modal', async ({ page, wallet, site }) => {
          const kit = await loadTranslation('kit', entry.locale)
          test.skip(!kit, `${entry.locale} is not translated yet`)
          const c: Catalogues = { kit: kit!, site: (await loadTranslation('site', entry.locale))! }
          await wallet.install()
          await page.goto(site.url)
          await page.getByRole('button', { name: text(c, 'kit.button.connect'), exact: true }).click()
          await page.getByRole('dialog').getByRole('button', { name: /Test Wallet/ }).first().click()
          await expect(page.getByRole('dialog', { name: text(c, 'kit.signIn.title') })).toBeVisible()
          await checkStep(page, c, 'sign in', rtl)
        })
      }
    })
  }
}
