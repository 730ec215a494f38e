import type { FrameLocator, Page } from '@playwright/test'
import { openSafeHost } from '@porch/kit/testing'
import { deployRealSafe, SAFE_OWNER_KEYS, type RealSafe } from '../test/safe/realSafe'
import { expect } from './fixtures'
import { test } from './fixtures/signInSite'
import { readState } from './fixtures/state'

/**
 * Sign-In with Ethereum from a REAL 2-of-3 Safe (the official v1.4.1 contracts on the devnet)
 * inside `@porch/kit/testing`'s Safe{Wallet} stand-in, against `npm run serve` (VITE_SIWE=on)
 * and the wallet-service stand-in (fixtures/safeService.ts). openSafeHost's `messageSigning`
 * plays Safe{Wallet}'s signing side with the owners' keys: the first owner signs when the site
 * asks, the others later through `confirmMessage`. The server verifies with ERC-1271 against
 * the Safe itself.
 */
const CHAIN_ID = 1101

type Mode = 'offchain' | 'onchain'

async function safeInHost(page: Page, site: { url: string }, devnetRpc: string, mode: Mode) {
  const { safeHost, safeServiceUrl } = readState()
  const real = await deployRealSafe(devnetRpc)
  const host = await openSafeHost(page, {
    origin: safeHost.trustedOrigin,
    appUrl: `${site.url}/`,
    safe: real.safe,
    owners: real.owners.map((o) => o.address),
    threshold: 2,
    rpcUrl: devnetRpc,
    serviceUrl: safeServiceUrl,
    messageSigning: { ownerKeys: SAFE_OWNER_KEYS, mode, signMessageLib: real.signMessageLib },
  })
  return { real, host, app: host.app }
}

const dialog = (app: FrameLocator) => app.getByRole('dialog', { name: 'Verify your account' })
const progress = (app: FrameLocator) => dialog(app).getByTestId('sign-in-safe-progress')
const me = (app: FrameLocator) =>
  app.locator('body').evaluate(async () => {
    const res = await fetch('/api/auth/me')
    return { status: res.status, body: res.ok ? ((await res.json()) as unknown) : null }
  })

async function startSignIn(app: FrameLocator) {
  await app.getByTestId('connect-button').first().click()
  await expect(dialog(app).getByTestId('sign-in-button')).toHaveText('Send message')
  await dialog(app).getByTestId('sign-in-button').click()
}

async function expectSignedIn(app: FrameLocator, safe: RealSafe) {
  await expect(dialog(app)).toBeHidden()
  await expect.poll(() => me(app)).toEqual({ status: 200, body: { address: safe.safe, chainId: CHAIN_ID } })
}

/** Requests the page made to the wallet-service for one message. */
function serviceRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (r) => void (r.url().startsWith(readState().safeServiceUrl) && urls.push(r.url())))
  return { for: (hash: string) => urls.filter((u) => u.includes(hash)).length }
}

test.describe('sign-in from a 2-of-3 Safe (real contracts) through the wallet-service stand-in', () => {
  test('off-chain message: 1 of 2 confirmations, the second owner confirms later, signed in (ERC-1271 with the combined signatures)', async ({ page, sharedSite: site, devnet }) => {
    const s = await safeInHost(page, site, devnet.rpcUrl, 'offchain')
    await startSignIn(s.app)
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 1 of 2 confirmations")
    const signings = await s.host.messages()
    expect(signings).toHaveLength(1)
    const [signing] = signings
    expect(signing!.message).toMatch(new RegExp(`^${new URL(site.url).host} wants you to sign in with your Ethereum account:\\n${s.real.safe}\\n`))
    // Nothing is signed in yet: the server has not been asked with a signature that does not exist.
    expect((await me(s.app)).status).toBe(401)

    await s.host.confirmMessage(signing!.hash)
    await expectSignedIn(s.app, s.real)
    expect(await s.host.requests('signMessage')).toHaveLength(1)
  })

  test('on-chain message: the owners execute SignMessageLib.signMessage; the server accepts the empty signature', async ({ page, sharedSite: site, devnet }) => {
    const s = await safeInHost(page, site, devnet.rpcUrl, 'onchain')
    await startSignIn(s.app)
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 1 of 2 confirmations")
    const [signing] = await s.host.messages()
    // The second owner confirms in Safe{Wallet}; the transaction then waits for execution.
    await s.host.confirmMessage(signing!.hash)
    expect((await s.host.tx(signing!.hash))!.txStatus).toBe('AWAITING_EXECUTION')
    expect((await me(s.app)).status).toBe(401)

    // The stand-in's safeTxHash is the one the Safe contract computes for this call.
    const call = s.real.signMessageCall(signing!.dataHash)
    expect(await s.real.transactionHash(call.to, call.data, call.operation)).toBe(signing!.hash)
    await s.real.execute(call.to, call.data, call.operation, s.real.owners.slice(0, 2))
    // Safe{Wallet} still says AWAITING_EXECUTION: the Safe's signedMessages, read through the node, decides.
    await expectSignedIn(s.app, s.real)
    expect((await s.host.tx(signing!.hash))!.txStatus).toBe('AWAITING_EXECUTION')
  })

  test('a message that never completes: cancel stops every request for it; a new sign-in then succeeds', async ({ page, sharedSite: site, devnet }) => {
    const requests = serviceRequests(page)
    const s = await safeInHost(page, site, devnet.rpcUrl, 'offchain')
    await startSignIn(s.app)
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 1 of 2 confirmations")
    const first = (await s.host.messages())[0]!.hash
    await dialog(s.app).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(s.app).getByRole('alert')).toHaveText("You stopped waiting for the Safe's owners. Send the message again to start over.")
    await expect(progress(s.app)).toHaveCount(0)
    const afterCancel = requests.for(first)
    expect(afterCancel).toBeGreaterThan(0)

    // Start over: a new message (a new nonce), signed by two owners this time.
    await expect(dialog(s.app).getByTestId('sign-in-button')).toHaveText('Send message')
    await dialog(s.app).getByTestId('sign-in-button').click()
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 1 of 2 confirmations")
    const signings = await s.host.messages()
    expect(signings).toHaveLength(2)
    const second = signings[1]!.hash
    expect(second).not.toBe(first)
    await s.host.confirmMessage(second, s.real.owners[2]!.address)
    await expectSignedIn(s.app, s.real)
    // While the second message was followed, the cancelled one was never asked about again.
    expect(requests.for(second)).toBeGreaterThan(0)
    expect(requests.for(first)).toBe(afterCancel)
  })

  test('a reload while waiting resumes the same message without asking Safe again; the count follows a threshold change', async ({ page, sharedSite: site, devnet }) => {
    const s = await safeInHost(page, site, devnet.rpcUrl, 'offchain')
    await startSignIn(s.app)
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 1 of 2 confirmations")
    const [signing] = await s.host.messages()

    await page.reload()
    await startSignInAfterReload(s.app)
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 1 of 2 confirmations")
    // The same message is followed: Safe was not asked to sign again after the reload.
    expect(await s.host.requests('signMessage')).toHaveLength(0)
    expect(await s.host.messages()).toHaveLength(1)

    // The owners raise the threshold to 3 while the message waits: the count follows the service.
    const raise = s.real.changeThresholdCall(3)
    await s.real.execute(raise.to, raise.data, raise.operation, s.real.owners.slice(0, 2))
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 1 of 3 confirmations")
    await s.host.confirmMessage(signing!.hash)
    await expect(progress(s.app)).toHaveText("Waiting for the Safe's owners: 2 of 3 confirmations")
    await s.host.confirmMessage(signing!.hash)
    await expectSignedIn(s.app, s.real)
  })
})

/** After a reload the Safe reconnects by itself; the user opens 'Verify your account' again, which resumes the wait. */
async function startSignInAfterReload(app: FrameLocator) {
  await app.getByTestId('connect-button').first().click()
  await expect(dialog(app)).toBeVisible()
}
