/**
 * The kit's self-contained build (`dist/standalone/`, taken from the packed kit as a CDN
 * serves it) on a plain page without a build step, under the site's own
 * Content-Security-Policy (script-src and style-src 'self', no 'unsafe-inline',
 * require-trusted-types-for 'script'): the button paints, and the connect modal, its
 * WalletConnect QR code step, the account and the chain modals open, with no violation
 * report and no console error on the way.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { packedKit } from '../test/consumer/consumerApp'
import { expect, test } from './fixtures'
import { startCspServer, watchCsp, type CspServer } from './fixtures/cspServer'
import { short } from './fixtures/numbers'
import { readState } from './fixtures/state'

const page = (file: string) => readFileSync(join(import.meta.dirname, 'fixtures/standalone', file), 'utf8')
let server: CspServer | undefined
let unpacked: string | undefined

test.beforeAll(async () => {
  test.setTimeout(240_000)
  unpacked = mkdtempSync(join(tmpdir(), 'porch-standalone-'))
  // What the package ships: a CDN serves these very files.
  await promisify(execFile)('tar', ['-xzf', await packedKit(), '-C', unpacked, '--strip-components=3', 'package/dist/standalone'])
  const { deployment, relayUrl } = readState()
  const chain = { id: 1101, name: 'Devnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [deployment.rpcUrl] } } }
  server = await startCspServer({
    sources: { rpcUrls: [deployment.rpcUrl], walletConnectRelayUrl: relayUrl },
    folders: { '/kit/': unpacked },
    files: {
      '/index.html': page('index.html'),
      '/main.js': page('main.js'),
      '/env.js': `export const chain = ${JSON.stringify(chain)}\nexport const relayUrl = ${JSON.stringify(relayUrl)}\n`,
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  if (unpacked) rmSync(unpacked, { recursive: true, force: true })
})

test('the standalone build under the site CSP: button, connect modal, QR code, account and chain modals, no violation', async ({ page, wallet }) => {
  const csp = await watchCsp(page)
  await wallet.install()
  await page.goto(server!.url)

  // Playwright's locators pierce the elements' open shadow roots.
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  const connect = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(connect).toBeVisible()
  await connect.getByRole('button', { name: /^WalletConnect/ }).first().click()
  // The QR code step: the WalletConnect client chunk loaded, the pairing URI drawn as SVG.
  await expect(page.getByTestId('wc-qr')).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })
  await expect(connect.getByRole('img', { name: /QR code/ })).toBeVisible()
  await connect.getByRole('button', { name: /Test Wallet/ }).first().click()

  await page.getByTestId('account-button').filter({ hasText: short(wallet.address) }).click()
  await expect(page.getByRole('dialog')).toContainText(short(wallet.address))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByTestId('chain-button').click()
  await expect(page.getByRole('dialog', { name: 'Switch Networks' })).toBeVisible()

  expect(await csp.violations()).toEqual([])
  expect(csp.errors).toEqual([])
})
