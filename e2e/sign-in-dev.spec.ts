import { parseSiweMessage } from 'viem/siwe'
import { expect, test } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'
import { startDevSite, type DevSite } from './fixtures/devServer'

/**
 * Sign-in through `npm start`'s server: the Vite dev server with VITE_SIWE=on, where React
 * StrictMode mounts every component twice and the API comes from the Vite plugin.
 */
let site: DevSite
test.beforeAll(async () => {
  const { deployment } = readState()
  site = await startDevSite(deployment, { rpcUrls: [deployment.rpcUrl], env: { VITE_SIWE: 'on' } })
})
test.afterAll(async () => {
  await site?.stop()
})

test('dev server (StrictMode): connect, sign once, verified, signed in; the message expires with its nonce; a reload keeps the session', async ({
  page,
  wallet,
}) => {
  // React's development build is what runs (StrictMode double-mounts only there).
  const reactDom: string[] = []
  page.on('response', (r) => {
    if (/\/\.vite\/deps\/react-dom_client\.js/.test(r.url())) void r.text().then((t) => reactDom.push(t))
  })
  const nonces: { nonce: string; expiresAt: string }[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/nonce') && r.status() === 200) void r.json().then((b: { nonce: string; expiresAt: string }) => nonces.push(b))
  })
  const verifies: number[] = []
  page.on('response', (r) => void (r.url().endsWith('/api/auth/verify') && verifies.push(r.status())))

  await wallet.install()
  await page.goto(site.url)
  await expect.poll(() => reactDom.length, { timeout: 30_000 }).toBeGreaterThan(0)
  expect(reactDom[0]).toContain('react-dom-client.development')

  await connectTestWallet(page)
  const dialog = page.getByRole('dialog', { name: 'Verify your account' })
  const button = dialog.getByTestId('sign-in-button')
  await expect(button).toHaveText('Send message', { timeout: 30_000 })
  await button.click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
  expect(await page.evaluate(async () => (await fetch('/api/auth/me')).json())).toEqual({ address: wallet.address, chainId: 1101 })
  // One signature and one verify, however often StrictMode mounted the dialog.
  expect(verifies).toEqual([200])
  const signs = wallet.requests('personal_sign')
  expect(signs).toHaveLength(1)
  const [data] = signs[0]!.params as [string, string]
  const message = parseSiweMessage(Buffer.from(data.slice(2), 'hex').toString('utf8'))
  expect(message.chainId).toBe(1101)
  expect(message.domain).toBe(new URL(site.url).host)
  // The message ends when its nonce does: the expiry the server sent with it.
  const sent = nonces.find((n) => n.nonce === message.nonce)
  expect(sent).toBeDefined()
  expect(message.expirationTime?.toISOString()).toBe(sent!.expiresAt)

  await page.reload()
  await expect(page.getByText(short(wallet.address)).first()).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toHaveCount(0)
  expect(wallet.requests('personal_sign')).toHaveLength(1)
})
