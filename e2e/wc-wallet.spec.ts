import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { findFreePort } from '../scripts/anvil'
import { DEV_ACCOUNT } from '../scripts/devnet/accounts'
import { startProcess, type Started } from './fixtures/processes'

const tsx = join('node_modules', '.bin', 'tsx')

/**
 * `npm start` serves the site with its own WalletConnect relay, and `npm run wc-wallet`
 * pairs with the site's QR link as a wallet holding the devnet key: a maintainer connects
 * over WalletConnect without a phone.
 */
test('npm start + npm run wc-wallet: the dev wallet pairs with the QR link and the site connects', async ({ page }) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(join(tmpdir(), 'mango-devnet-'))
  const env = { MANGO_DEVNET_DIR: dir, VITE_WC_PROJECT_ID: '', VITE_WC_RELAY_URL: '' }
  const [rpc, site, relay] = [await findFreePort(), await findFreePort(), await findFreePort()]
  const started: Started[] = []
  try {
    const start = startProcess(tsx, ['scripts/start.ts', '--block-time', '0', '--port', String(rpc), '--site-port', String(site), '--relay-port', String(relay)], env)
    started.push(start)
    const [, url] = await start.waitFor(/devnet is running: open (\S+)/, 120_000)
    expect(start.output()).toContain(`WalletConnect relay at ws://127.0.0.1:${relay}`)

    await page.goto(url!)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ }).first().click()
    const qr = page.getByTestId('wc-qr')
    await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 60_000 })
    const uri = (await qr.getAttribute('data-wc-uri'))!

    const wallet = startProcess(tsx, ['scripts/wc-wallet.ts', uri], env)
    started.push(wallet)
    await wallet.waitFor(/Connected: 0x/, 60_000)
    const short = `${DEV_ACCOUNT.slice(0, 4)}\u2026${DEV_ACCOUNT.slice(-4)}`
    await expect(page.getByRole('button', { name: new RegExp(short) })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('dialog')).toHaveCount(0)
  } finally {
    for (const p of started.reverse()) await p.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
