import type { Frame, Page } from '@playwright/test'
import { decodeFunctionData, getAddress, type Address } from 'viem'
import { openSafeHost } from '@porch/kit/testing'
import { devnetAccounts } from '../scripts/devnet'
import { erc20Abi, plantedMangoAbi } from '../src/staking/abi'
import { expect, test } from './fixtures'
import { short, shownNumber } from './fixtures/numbers'
import { readState } from './fixtures/state'

/**
 * The site as a Safe App, inside `@porch/kit/testing`'s Safe{Wallet} stand-in (openSafeHost):
 * a parent page on another origin that speaks the real protocol. The Safe is anvil account
 * #2 (10 000 MANGO); the harness executes its calls on anvil by impersonating it.
 */
const SAFE = getAddress(devnetAccounts[2].address)
const OWNERS: Address[] = [getAddress(devnetAccounts[3].address), getAddress('0x000000000000000000000000000000000000bEEF')]
const E18 = 10n ** 18n

function siteFrame(page: Page, baseURL: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(baseURL))
  if (!frame) throw new Error('The site frame is not there')
  return frame
}

const mark = (frame: Frame, name: string) =>
  frame.evaluate((n) => performance.getEntriesByName(n)[0]?.startTime ?? null, name)

test.describe('inside Safe{Wallet}', () => {
  test('connects as the Safe with no click; staking is ONE proposal of two calls; honest states until executed', async ({ page, devnet }) => {
    const { baseURL, safeHost } = readState()
    const { mango, pMango } = devnet.deployment
    const host = await openSafeHost(page, { origin: safeHost.trustedOrigin, appUrl: `${baseURL}/`, safe: SAFE, owners: OWNERS, rpcUrl: devnet.rpcUrl })
    const app = host.app

    await expect(app.getByText(short(SAFE)).first()).toBeVisible()
    await expect(app.getByRole('button', { name: 'Connect Wallet', exact: true })).toHaveCount(0)
    const frame = siteFrame(page, baseURL)
    const detectedAt = await mark(frame, 'porch:safe-detected')
    const askedAt = await mark(frame, 'porch:safe-detection-start')
    expect(detectedAt).not.toBeNull()
    expect(askedAt).not.toBeNull()
    const took = Math.round(detectedAt! - askedAt!)
    test.info().annotations.push({ type: 'Safe detection (getSafeInfo round trip, ms)', description: String(took) })
    console.log(`[safe] detection inside the harness: ${took} ms (getSafeInfo round trip), Safe known ${Math.round(detectedAt!)} ms after the frame started loading`)

    const [info] = await host.requests('getSafeInfo')
    expect(info!.id).toMatch(/^[0-9a-f]{10}$/)
    expect(info!.hasParams).toBe(false)
    expect(info!.env?.sdkVersion).toBe('9.1.0')

    await expect.poll(() => shownNumber(app, 'mango-balance')).toBe(10_000)
    await app.getByLabel('Amount to stake').fill('100')
    await app.getByRole('button', { name: 'Stake', exact: true }).click()

    // One proposal, two transactions: approve exactly 100, then plant 100 for the Safe.
    await expect.poll(async () => (await host.requests('sendTransactions')).length).toBe(1)
    const [sent] = await host.requests('sendTransactions')
    const { txs } = sent!.params as { txs: Array<{ to: Address; value: string; data: `0x${string}` }> }
    expect(txs).toHaveLength(2)
    expect(getAddress(txs[0]!.to)).toBe(mango)
    expect(decodeFunctionData({ abi: erc20Abi, data: txs[0]!.data })).toEqual({ functionName: 'approve', args: [pMango, 100n * E18] })
    expect(getAddress(txs[1]!.to)).toBe(pMango)
    expect(decodeFunctionData({ abi: plantedMangoAbi, data: txs[1]!.data })).toEqual({ functionName: 'plant', args: [100n * E18, SAFE] })
    expect(txs.map((t) => t.value)).toEqual(['0', '0'])

    const progress = app.getByTestId('safe-progress')
    await expect(progress).toContainText('Awaiting confirmations (1 of 2)')
    // Nothing happened on chain yet, and the button is free again: no spinner on a receipt that cannot come.
    expect(await devnet.balanceOf(pMango, SAFE)).toBe(0n)
    await expect(app.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled()

    const safeTxHash = Object.keys(await host.txs())[0]!
    await host.confirm(safeTxHash)
    await expect(progress).toContainText('Awaiting execution')
    expect(await devnet.balanceOf(pMango, SAFE)).toBe(0n)

    const txHash = await host.execute(devnet, safeTxHash)
    await expect(progress).toHaveAttribute('data-state', 'confirmed')
    await expect(progress).toContainText('Staked 100 MANGO.')
    await expect(progress.getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', new RegExp(txHash))
    // The balances come from the chain.
    expect(await devnet.balanceOf(pMango, SAFE)).toBe(100n * E18)
    await expect.poll(() => shownNumber(app, 'pmango-balance')).toBe(100)
    await expect.poll(() => shownNumber(app, 'mango-balance')).toBe(9_900)

    // The recent transactions list the Safe transaction with its real hash.
    await app.getByRole('button', { name: new RegExp(short(SAFE)) }).first().click()
    const row = app.getByTestId('recent-transaction').first()
    await expect(row).toContainText('Stake 100 MANGO')
    await expect(row).toContainText('Confirmed')
    await expect(row.getByRole('link')).toHaveAttribute('href', new RegExp(txHash))

    // A harvest from the Safe: once executed, its line and its entry name what the receipt paid.
    await page.keyboard.press('Escape')
    await devnet.increaseTime(3_600)
    await frame.evaluate(() => window.dispatchEvent(new Event('focus'))) // refetch on focus
    await app.getByRole('button', { name: 'Harvest', exact: true }).click()
    await expect.poll(async () => Object.keys(await host.txs()).length).toBe(2)
    const harvestHash = Object.keys(await host.txs()).find((h) => h !== safeTxHash)!
    await host.confirm(harvestHash)
    await host.execute(devnet, harvestHash)
    await expect(progress).toHaveText(/^Harvested \d[\d.,]* USDC\. View transaction$/)
    const digits = /Harvested ([\d.,]+) USDC/.exec(await progress.innerText())![1]
    await app.getByRole('button', { name: new RegExp(short(SAFE)) }).first().click()
    await expect(app.getByTestId('recent-transaction').first()).toContainText(`Harvest ${digits} USDC`)
  })

  test('a sibling frame replaying a leaked id is ignored; an unanswered proposal ends with a clear message', async ({ page, devnet }) => {
    const { baseURL, safeHost } = readState()
    const host = await openSafeHost(page, {
      origin: safeHost.trustedOrigin,
      appUrl: `${baseURL}/`,
      safe: SAFE,
      owners: OWNERS,
      rpcUrl: devnet.rpcUrl,
      siblingOrigin: safeHost.untrustedOrigin,
    })
    await host.drop('sendTransactions')
    await host.leak('sendTransactions')
    const app = host.app
    await expect(app.getByText(short(SAFE)).first()).toBeVisible()
    await expect.poll(() => shownNumber(app, 'mango-balance')).toBe(10_000)
    await app.getByLabel('Amount to stake').fill('100')
    await app.getByRole('button', { name: 'Stake', exact: true }).click()

    // The sibling answered with the leaked id (and a made-up safeTxHash) at once...
    await expect.poll(() => host.forged()).toHaveLength(1)
    // ...and was ignored: the request ran into its timeout instead.
    await expect(app.getByRole('alert')).toHaveText(
      "Safe{Wallet} did not answer in time. Check your Safe's transaction queue before trying again.",
    )
    await expect(app.getByTestId('safe-progress')).toHaveCount(0)
    expect(await app.locator('body').textContent()).not.toContain('dede')
    await expect(app.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled()
  })

  test('closing the proposal in Safe returns to idle quietly', async ({ page, devnet }) => {
    const { baseURL, safeHost } = readState()
    const host = await openSafeHost(page, { origin: safeHost.trustedOrigin, appUrl: `${baseURL}/`, safe: SAFE, owners: OWNERS, rpcUrl: devnet.rpcUrl })
    await host.rejectNext()
    const app = host.app
    await expect.poll(() => shownNumber(app, 'mango-balance')).toBe(10_000)
    await app.getByLabel('Amount to stake').fill('5')
    const stake = app.getByRole('button', { name: 'Stake', exact: true })
    await stake.click()
    await expect.poll(async () => (await host.requests('sendTransactions')).length).toBe(1)
    await expect(stake).toBeEnabled()
    await expect(app.getByRole('alert')).toHaveCount(0)
    await expect(app.getByTestId('safe-progress')).toHaveCount(0)
  })

  test('a parent outside the allow-list cannot frame the site (frame-ancestors)', async ({ page, devnet }) => {
    const { baseURL, safeHost } = readState()
    const host = await openSafeHost(page, { origin: safeHost.untrustedOrigin, appUrl: `${baseURL}/`, safe: SAFE, owners: OWNERS, rpcUrl: devnet.rpcUrl })
    // page.goto waited for the frame's load: the browser refused to show the site in it.
    expect(page.frames().some((f) => f.url().startsWith(baseURL) && f !== page.mainFrame())).toBe(false)
    await expect(host.app.getByRole('button', { name: 'Connect Wallet', exact: true })).toHaveCount(0)
    expect(await host.requests()).toHaveLength(0)
  })

  test('a reply from the parent on an origin outside the allow-list is ignored', async ({ page, devnet }) => {
    const { safeHost } = readState()
    // The same build without the production headers, so the page's own checks are what is tested.
    const siteUrl = safeHost.siteMirrorOrigin
    // Learn the site's request ids (5 random bytes each), so the untrusted parent can answer
    // them exactly: the only thing wrong with its replies is their origin.
    const ids: string[] = []
    await page.exposeFunction('__safeRequestId', (id: string) => void ids.push(id))
    await page.addInitScript((origin) => {
      if (location.origin !== origin) return
      const original = crypto.getRandomValues.bind(crypto) as (a: Uint8Array) => Uint8Array
      crypto.getRandomValues = ((array: Uint8Array): Uint8Array => {
        const out = original(array)
        if (array instanceof Uint8Array && array.length === 5) {
          void (window as unknown as { __safeRequestId(id: string): Promise<void> }).__safeRequestId(Array.from(array, (b) => b.toString(16).padStart(2, '0')).join(''))
        }
        return out
      }) as unknown as typeof crypto.getRandomValues
    }, siteUrl)
    const host = await openSafeHost(page, { origin: safeHost.untrustedOrigin, appUrl: `${siteUrl}/`, safe: SAFE, owners: OWNERS, rpcUrl: devnet.rpcUrl })
    await expect.poll(() => ids.length).toBeGreaterThan(0)
    for (const id of ids) await host.replyAs(id, { safeAddress: SAFE, chainId: 1101, owners: OWNERS, threshold: 2, isReadOnly: false })

    const frame = siteFrame(page, siteUrl)
    await expect.poll(() => mark(frame, 'porch:safe-detection-done'), { timeout: 15_000 }).not.toBeNull()
    expect(await mark(frame, 'porch:safe-detected')).toBeNull()
    await expect(host.app.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    await expect(host.app.getByText(short(SAFE))).toHaveCount(0)
    // The browser never delivered the site's request to a parent it does not trust.
    expect(await host.requests()).toHaveLength(0)
  })

  test('a Safe on a chain without a deployment gets a plain message naming both chains', async ({ page, devnet }) => {
    const { baseURL, safeHost } = readState()
    const host = await openSafeHost(page, {
      origin: safeHost.trustedOrigin,
      appUrl: `${baseURL}/`,
      safe: SAFE,
      owners: OWNERS,
      chainId: 10,
      chainName: 'OP Mainnet',
      rpcUrl: devnet.rpcUrl,
    })
    await expect(host.app.getByRole('alert')).toHaveText(
      'This Safe is on OP Mainnet, but this app works only on Polygon zkEVM. Open it from a Safe on Polygon zkEVM.',
    )
    await expect(host.app.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    expect(await host.requests('sendTransactions')).toHaveLength(0)
  })
})

test('outside an iframe the page posts zero messages and loads no Safe code', async ({ page }) => {
  await page.addInitScript(() => {
    const counts = { posted: 0, received: 0 }
    ;(window as unknown as { __messages: typeof counts }).__messages = counts
    const post = window.postMessage.bind(window)
    window.postMessage = ((...args: Parameters<typeof window.postMessage>) => {
      counts.posted++
      return post(...(args as [unknown, string]))
    }) as typeof window.postMessage
    window.addEventListener('message', () => counts.received++, true)
  })
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { __messages: unknown }).__messages)).toEqual({ posted: 0, received: 0 })
  expect(scripts.filter((u) => /safeApp/i.test(u))).toEqual([])
  expect(await page.evaluate(() => performance.getEntriesByName('porch:safe-detection-done').length)).toBe(0)
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
  test.info().annotations.push({ type: 'First contentful paint outside an iframe (ms)', description: String(fcp) })
  console.log(`[safe] first contentful paint outside an iframe: ${fcp === null ? 'n/a' : Math.round(fcp)} ms`)
})

test('the official Safe Apps SDK in a child frame is answered correctly by the harness', async ({ page, devnet }) => {
  const { safeHost } = readState()
  const appUrl = `${safeHost.untrustedOrigin}/sdk.html`
  const host = await openSafeHost(page, { origin: safeHost.trustedOrigin, appUrl, safe: SAFE, owners: OWNERS, rpcUrl: devnet.rpcUrl })
  await expect(host.app.locator('#status')).toHaveText('done')
  const frame = page.frames().find((f) => f.url().startsWith(appUrl))!
  const r = (await frame.evaluate(() => window.sdkResults)) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

  expect(r.info).toMatchObject({ safeAddress: SAFE, chainId: 1101, owners: OWNERS, threshold: 2, isReadOnly: false })
  expect(r.chain).toMatchObject({ chainId: '1101', nativeCurrency: { symbol: 'ETH', decimals: 18 } })
  expect(r.env).toEqual({ origin: safeHost.trustedOrigin })
  expect(r.balances).toEqual({ fiatTotal: '0', items: [] })
  expect(r.sent.safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(r.tx).toMatchObject({
    safeAddress: SAFE,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txHash: null,
    detailedExecutionInfo: { type: 'MULTISIG', safeTxHash: r.sent.safeTxHash, confirmationsRequired: 2 },
  })
  expect(r.tx.detailedExecutionInfo.confirmations).toHaveLength(1)
  expect(r.emptyError).toBe('No transactions were passed')
  expect(r.permissions).toMatchObject([{ parentCapability: 'requestAddressBook', invoker: safeHost.untrustedOrigin }])
  expect(r.addressBook).toHaveLength(2)
  expect(BigInt(r.balance)).toBe(await devnet.client.getBalance({ address: SAFE }))

  // The SDK's envelope is the one our client sends: 10 hex id, method, params, env.sdkVersion.
  const requests = await host.requests()
  expect(requests.map((q) => q.method)).toEqual([
    'getSafeInfo',
    'getChainInfo',
    'getEnvironmentInfo',
    'getSafeBalances',
    'sendTransactions',
    'getTxBySafeTxHash',
    'wallet_requestPermissions',
    // The SDK checks the permission before asking for the address book.
    'wallet_getPermissions',
    'requestAddressBook',
    'rpcCall',
  ])
  for (const q of requests) {
    expect(q.id).toMatch(/^[0-9a-f]{10}$/)
    expect(q.env?.sdkVersion).toBe('9.1.0')
  }
  expect(requests[4]!.params).toEqual({ txs: [{ to: OWNERS[0], value: '0', data: '0x' }, { to: OWNERS[1], value: '1', data: '0x1234' }] })
  expect(requests[5]!.params).toEqual({ safeTxHash: r.sent.safeTxHash })
})

test('the production build serves manifest.json to Safe{Wallet} (Access-Control-Allow-Origin: *)', async ({ request }) => {
  const { baseURL } = readState()
  const res = await request.get(`${baseURL}/manifest.json`, { headers: { origin: 'https://app.safe.global' } })
  expect(res.status()).toBe(200)
  expect(res.headers()['access-control-allow-origin']).toBe('*')
  expect(await res.json()).toMatchObject({ name: 'Mango', iconPath: 'favicon.svg' })
  const page = await request.get(`${baseURL}/`)
  expect(page.headers()['x-frame-options']).toBeUndefined()
})
