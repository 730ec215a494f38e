import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible } from './fixtures/a11y'

const POPULAR = ['browserWallet', 'safe', 'rainbow', 'coinbaseWallet', 'metaMask', 'walletConnect', 'braveWallet']

async function openConnectModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  return dialog
}

const heading = (dialog: Locator, name: string) => dialog.getByRole('heading', { name, exact: true })

async function popularIds(dialog: Locator): Promise<Array<string | null>> {
  return dialog
    .getByRole('region', { name: 'Popular' })
    .locator('[data-wallet-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-wallet-id')))
}

test.beforeEach(async ({ page }) => {
  // Download and help links open third-party sites: never reach the internet from a test.
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
})

test.describe('Connect a Wallet modal (desktop)', () => {
  test('lists the 7 popular wallets in order; an unknown injected wallet gets its own entry', async ({ page, wallet }) => {
    await wallet.install()
    await page.goto('/')
    const dialog = await openConnectModal(page)
    expect(await popularIds(dialog)).toEqual(POPULAR)
    const installed = dialog.getByRole('region', { name: 'Installed' })
    await expect(installed.getByRole('button', { name: /Test Wallet/ })).toHaveAttribute('data-ready', 'true')
    await expect(heading(dialog, 'What is a Wallet?')).toBeVisible()
    // The site's own copy (the kit's default names no token).
    await expect(dialog.getByText('Wallets are used to send, receive, store and show digital assets like MANGO.')).toBeVisible()
    await expectAccessible(page, 'intro')
    // Icons ship inside the kit (inlined SVG in the modal's chunk, not the first load): no request to any host.
    const srcs = await dialog.locator('[data-wallet-id] img').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src'), i.getAttribute('loading')]))
    for (const [src, loading] of srcs.slice(1)) {
      expect(src).toMatch(/^data:image\/svg\+xml[;,]/)
      expect(loading).toBe('lazy')
    }
  })

  test('a wallet announcing io.metamask shows as MetaMask, ready, once, and connects', async ({ page, wallet }) => {
    await wallet.install({ rdns: 'io.metamask', name: 'MetaMask' })
    await page.goto('/')
    const dialog = await openConnectModal(page)
    const metaMask = dialog.getByRole('button', { name: /MetaMask/ })
    await expect(metaMask).toHaveCount(1)
    await expect(metaMask).toHaveAttribute('data-ready', 'true')
    expect(await popularIds(dialog)).toEqual(POPULAR)
    await expect(dialog.getByRole('region', { name: 'Installed' })).toHaveCount(0)

    await metaMask.click()
    await expect(dialog).toBeHidden()
    const short = `${wallet.address.slice(0, 4)}\u2026${wallet.address.slice(-4)}`
    await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible()
    expect(wallet.requests('eth_requestAccounts')).toHaveLength(1)
    const recent = await page.evaluate(() => localStorage.getItem('mango.recentWalletIds'))
    expect(JSON.parse(recent ?? '[]')).toEqual(['metaMask'])

    // After a disconnect the wallet comes first, under Recent, and still only once.
    await page.getByRole('button', { name: new RegExp(short) }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    const again = await openConnectModal(page)
    const recentGroup = again.getByRole('region', { name: 'Recent' })
    await expect(recentGroup.locator('[data-wallet-id]')).toHaveCount(1)
    await expect(recentGroup.getByRole('button', { name: /MetaMask/ })).toHaveAttribute('data-ready', 'true')
    await expect(again.getByRole('button', { name: /MetaMask/ })).toHaveCount(1)
    expect(await popularIds(again)).toEqual(POPULAR.filter((id) => id !== 'metaMask'))
  })

  test('a rejected connection offers RETRY, and RETRY connects', async ({ page, wallet }) => {
    await wallet.install({ rdns: 'io.metamask', name: 'MetaMask' })
    await page.goto('/')
    await wallet.rejectNext('eth_requestAccounts')
    const dialog = await openConnectModal(page)
    await dialog.getByRole('button', { name: /MetaMask/ }).click()
    const retry = dialog.getByRole('button', { name: 'RETRY' })
    await expect(retry).toBeVisible()
    await expectAccessible(page, 'connect (failed)')
    await retry.click()
    await expect(dialog).toBeHidden()
    expect(wallet.requests('eth_requestAccounts')).toHaveLength(2)
  })

  test('no wallet installed: "MetaMask is not installed", INSTALL, and every step with the back arrow', async ({ page }) => {
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await dialog.getByRole('button', { name: /MetaMask/ }).click()
    await expect(heading(dialog, 'MetaMask is not installed')).toBeVisible()
    const install = dialog.getByRole('button', { name: 'INSTALL', exact: true })
    await expect(install).toBeVisible()
    await expectAccessible(page, 'connect (not installed)')

    await install.click()
    await expect(heading(dialog, 'Get MetaMask')).toBeVisible()
    await expectAccessible(page, 'download options')
    await dialog.getByRole('button', { name: 'GET THE APP' }).click()
    await expect(heading(dialog, 'Install MetaMask')).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'QR code to download MetaMask' })).toBeVisible()
    await expectAccessible(page, 'download')
    await dialog.getByRole('button', { name: 'CONTINUE' }).click()
    await expect(heading(dialog, 'Get started with MetaMask')).toBeVisible()
    await expectAccessible(page, 'instructions (mobile)')

    const back = dialog.getByRole('button', { name: 'Back' })
    await back.click()
    await expect(heading(dialog, 'Install MetaMask')).toBeVisible()
    await back.click()
    await expect(heading(dialog, 'Get MetaMask')).toBeVisible()
    await back.click()
    await expect(heading(dialog, 'MetaMask is not installed')).toBeVisible()
    await expect(back).toHaveCount(0)

    // Get a Wallet: at most 5; an extension-only wallet leads to its extension guide.
    await dialog.getByRole('button', { name: /Brave Wallet/ }).click()
    await expect(heading(dialog, 'Brave Wallet is not installed')).toBeVisible()
    await dialog.getByRole('button', { name: 'INSTALL', exact: true }).click()
    await expect(heading(dialog, 'Get started with Brave Wallet')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'REFRESH' })).toBeVisible()
    await expectAccessible(page, 'instructions (extension)')
  })

  test('Get a Wallet lists at most 5 wallets, and Safe explains how to connect', async ({ page }) => {
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
    await expect(heading(dialog, 'Get a Wallet')).toBeVisible()
    const items = dialog.getByRole('list', { name: 'Wallets you can get' }).getByRole('listitem')
    expect(await items.count()).toBeGreaterThan(0)
    expect(await items.count()).toBeLessThanOrEqual(5)
    await expectAccessible(page, 'get a wallet')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(heading(dialog, 'What is a Wallet?')).toBeVisible()

    await dialog.getByRole('button', { name: /^Safe/ }).click()
    await expect(heading(dialog, 'Safe is not available')).toBeVisible()
    await expect(dialog.getByText(/open this site from inside Safe\{Wallet\}/)).toBeVisible()
  })

  test('WalletConnect shows a QR code with the pairing URI; MetaMask can be scanned instead', async ({ page }) => {
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await dialog.getByRole('button', { name: /WalletConnect/ }).click()
    await expect(heading(dialog, 'Scan with your phone')).toBeVisible()
    const qr = dialog.getByTestId('wc-qr')
    await expect(qr).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
    await expect(qr.getByRole('img', { name: 'QR code to connect with WalletConnect' })).toBeVisible()
    await expectAccessible(page, 'connect (QR)')

    await dialog.getByRole('button', { name: /MetaMask/ }).click()
    await dialog.getByRole('button', { name: 'Scan with the MetaMask app' }).click()
    await expect(heading(dialog, 'Scan with MetaMask')).toBeVisible()
    await expect(dialog.getByTestId('wc-qr')).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })

    // Walking away from an unscanned QR code must not lock the Connect button.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await openConnectModal(page)
  })

  test('relay unreachable: the message with RETRY within about 15 s', async ({ page }) => {
    // A relay that accepts the socket and never answers (packets dropped somewhere).
    await page.routeWebSocket(/^wss?:\/\//, () => {})
    await page.goto('/')
    const dialog = await openConnectModal(page)
    const started = Date.now()
    await dialog.getByRole('button', { name: /WalletConnect/ }).click()
    await expect(dialog.getByRole('alert')).toContainText('Could not reach WalletConnect. Check your connection and try again.', { timeout: 25_000 })
    expect(Date.now() - started).toBeLessThan(20_000)
    await expect(heading(dialog, 'Could not connect WalletConnect')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'RETRY' })).toBeVisible()
    await expectAccessible(page, 'connect (relay unreachable)')
  })

  test('compact below 768 px: the list alone, Learn More opens the learn step, back returns', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 })
    await page.goto('/')
    const dialog = await openConnectModal(page)
    await expect(page.getByTestId('connect-modal')).toHaveAttribute('data-layout', 'compact')
    expect(await popularIds(dialog)).toEqual(POPULAR)
    await expect(heading(dialog, 'What is a Wallet?')).toHaveCount(0)
    const box = await dialog.boundingBox()
    expect(box!.height).toBeLessThanOrEqual(468.5)
    await dialog.getByRole('button', { name: 'Learn More' }).click()
    await expect(heading(dialog, 'What is a Wallet?')).toBeVisible()
    await expectAccessible(page, 'learn (compact)')
    await dialog.getByRole('button', { name: 'Back' }).click()
    await expect(dialog.getByRole('region', { name: 'Popular' })).toBeVisible()
  })

  test('keyboard only: open, move, choose, Escape closes, focus returns', async ({ page }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Connect Wallet' }).first()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await expect(dialog).toBeVisible()
    const focusedInDialog = () => dialog.evaluate((d) => d.contains(document.activeElement))
    expect(await focusedInDialog()).toBe(true)

    // Tab to Rainbow; Tab never leaves the dialog.
    let reached = false
    for (let i = 0; i < 30 && !reached; i++) {
      await page.keyboard.press('Tab')
      expect(await focusedInDialog()).toBe(true)
      reached = await page.evaluate(() => document.activeElement?.getAttribute('data-wallet-id') === 'rainbow')
    }
    expect(reached).toBe(true)
    await page.keyboard.press('Enter')
    await expect(heading(dialog, 'Rainbow is not installed')).toBeVisible()
    expect(await focusedInDialog()).toBe(true)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('a native modal <dialog> in the top layer: hostile page styles cannot clip or cover it; Escape and the backdrop close it', async ({ page }) => {
    await page.goto('/')
    // What pages do to third-party modals: every top-level wrapper clipped, transformed, sent
    // below, and a full-page layer at the highest z-index on top of everything.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet()
      sheet.replaceSync(`
        body > * { position: relative !important; z-index: -1 !important; overflow: hidden !important; transform: translateZ(0) !important; height: 60px !important; }
        body::after { content: ''; position: fixed; inset: 0; z-index: 2147483647; background: rgb(255 0 0 / 0.05); }`)
      document.adoptedStyleSheets = [sheet]
    })
    const opener = page.getByRole('button', { name: 'Connect Wallet' }).first()
    const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((d) => d instanceof HTMLDialogElement && d.matches(':modal') && d.closest('#root') !== null)).toBe(true)
    // Whole and on top: the points across it hit the dialog, not the layer or a wrapper.
    const hits = await dialog.evaluate((d) => {
      const r = d.getBoundingClientRect()
      const points = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]] as const
      return { width: r.width, height: r.height, inside: points.map(([x, y]) => d.contains(document.elementFromPoint(r.left + x * r.width, r.top + y * r.height))) }
    })
    expect(hits.inside).toEqual([true, true, true, true, true])
    expect(hits.width).toBe(720)
    expect(hits.height).toBeGreaterThan(400)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    // The browser's guarantee (close watchers, https://html.spec.whatwg.org/multipage/interaction.html#close-requests):
    // even if every `cancel` is prevented (here by the page, before the kit sees it), a repeated
    // Escape with no user activation in between closes a dialog opened without one, by itself.
    // The modal's state must follow, or the button could not open it again.
    await page.evaluate(() => {
      const swallow = (e: Event) => {
        if (!e.cancelable) return
        e.preventDefault()
        e.stopImmediatePropagation()
      }
      document.addEventListener('cancel', swallow, true)
    })
    await opener.evaluate((b: HTMLElement) => b.click())
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    // Chromium 156 gives up on the page after two or three presses.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape')
        return dialog.isVisible()
      })
      .toBe(false)
    await expect(opener).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()

    // A click on the backdrop (over the page's top layer) closes it; focus returns.
    await page.mouse.click(10, 10)
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})
