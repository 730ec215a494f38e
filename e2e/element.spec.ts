/**
 * `@porch/kit/element` on a plain page (no framework, test/consumer/element) built from the
 * packed kit and served under the site's Content-Security-Policy: the button and the modal
 * are the kit's, in shadow roots, styled there; connecting from the modal sends the events
 * the page shows. The full journeys (Vue, Svelte, plain HTML) are the proof apps' specs.
 */
import { preview } from 'vite'
import type * as Testing from '@porch/kit/testing'
import { createConsumerApp, type ConsumerApp } from '../test/consumer/consumerApp'
import { expect, test } from './fixtures'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'

/** The site's policy (src/server): no inline script or style, Trusted Types enforced. */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' http://127.0.0.1:*; require-trusted-types-for 'script'"

let app: ConsumerApp | undefined
let server: Awaited<ReturnType<typeof preview>> | undefined
let url = ''
let kit: typeof Testing

test.beforeAll(async () => {
  test.setTimeout(240_000)
  app = await createConsumerApp('element')
  kit = await app.testing()
  await app.build({ VITE_CHAIN_A_ID: '1101', VITE_CHAIN_A_RPC: readState().deployment.rpcUrl })
  server = await preview({ root: app.dir, configFile: false, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1', headers: { 'content-security-policy': CSP } } })
  url = server.resolvedUrls?.local[0] ?? ''
})

test.afterAll(async () => {
  await new Promise<void>((r) => (server ? server.httpServer.close(() => r()) : r()))
  app?.remove()
})

test('connects from the modal in the shadow root under a strict CSP; the page shows what the events say', async ({ page }) => {
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  await kit.installTestWallet(page, { name: 'Test Wallet', rdns: 'com.example.testwallet', accounts: [kit.anvilPrivateKeys[1]], chains: [{ id: 1101, rpcUrl: readState().deployment.rpcUrl }] })
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => void (window as unknown as { reportViolation(v: string): void }).reportViolation(`${e.violatedDirective} ${e.blockedURI}`)))
  await page.goto(url)

  const element = page.locator('porch-connect-button')
  // Rendered inside the element's shadow root, styled by the kit's sheet there (the page has no stylesheet).
  const button = element.getByRole('button', { name: 'Connect Wallet', exact: true })
  await expect(button).toBeVisible()
  await expect(page.locator('#chain')).toHaveText('Devnet A (1101)')
  await expect(page.locator('#wallet')).toHaveText('none (disconnected)')
  expect(await element.evaluate((e) => e.childElementCount === 0 && e.shadowRoot?.adoptedStyleSheets.length === 1)).toBe(true)
  expect(await button.evaluate((b) => getComputedStyle(b).cursor)).toBe('pointer')
  // Theming crosses the shadow boundary through the documented custom properties.
  await element.evaluate((e) => e.style.setProperty('--porch-colors-accent', 'rgb(1, 2, 3)'))
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(1, 2, 3)')

  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(dialog).toBeVisible()
  // A native modal dialog in place, inside the modals' host shadow root: nothing in the page's light DOM.
  expect(await page.evaluate(() => [document.querySelector('porch-modals')?.shadowRoot?.querySelector('dialog')?.matches(':modal'), document.querySelectorAll('dialog, [role="dialog"]').length])).toEqual([true, 0])
  await dialog.getByRole('button', { name: /Test Wallet/ }).click()
  await expect(page.locator('#address')).toHaveText(account)
  await expect(page.locator('#wallet')).toHaveText('Test Wallet (com.example.testwallet, connected)')
  await expect(element.getByTestId('account-button')).toContainText(short(account))
  await expect(dialog).toBeHidden()
  expect(violations).toEqual([])
})
