import type { Page } from '@playwright/test'
import { createWalletConnectWallet, type WalletConnectWallet } from '@porch/kit/testing'
import type { SignInProof } from '@porch/kit'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetAccounts } from '../scripts/devnet'
import { expect } from './fixtures'
import { expectAccessible } from './fixtures/a11y'
import { connectTestWallet } from './fixtures/connect'
import { short, shownNumber } from './fixtures/numbers'
import { startPopupWallet } from './fixtures/popupWallet'
import { test as signInTest } from './fixtures/signInSite'

interface CspLog {
  /** The violations reported so far, after letting the page deliver pending ones. */
  settled(page: Page): Promise<string[]>
}

// The shared sign-in build and a fresh `npm run serve` per test (fixtures/signInSite.ts).
const test = signInTest.extend<{ csp: CspLog }>({
  // Every Content-Security-Policy violation any tab reports (securitypolicyviolation events).
  csp: async ({ context }, use) => {
    const violations: string[] = []
    await context.exposeFunction('__cspViolation', (v: string) => void violations.push(v))
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        void (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`)
      })
    })
    await use({
      async settled(page) {
        // Violation events are queued tasks: one more task round trip lets them through.
        await page.evaluate(() => new Promise((r) => setTimeout(r, 0)))
        return [...violations]
      },
    })
  },
})

/** The wallet requests that are prompts in a real wallet (what the user approves; wallet_connect also when it is answered -32601). */
const PROMPTS = new Set(['wallet_connect', 'eth_requestAccounts', 'personal_sign', 'wc_sessionPropose'])
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your account' })
const mainButton = (page: Page) => signInDialog(page).getByTestId('sign-in-button')

/** Hold every POST /api/auth/verify until `release()` (the request still reaches the real server). */
async function holdVerify(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  await page.route('**/api/auth/verify', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

test.describe('Sign-In with Ethereum against npm run serve (VITE_SIWE=on)', () => {
  test('connect, sign, verify, signed in (a second tab follows within 1 s); a reload keeps the session; the second tab sees the sign-out within 1 s', async ({
    page,
    context,
    wallet,
    site,
    csp,
  }) => {
    await wallet.install()
    const response = await page.goto(site.url)
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'")
    await connectTestWallet(page)

    // The connect modal stays open and asks for the signature.
    const dialog = signInDialog(page)
    await expect(dialog).toBeVisible()
    await expect(mainButton(page)).toHaveText('Send message')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expectAccessible(page, 'sign-in dialog')

    // A second tab of the same browser: the wallet reconnects there, not yet signed in.
    const second = await context.newPage()
    await wallet.attach(second)
    await second.goto(site.url)
    // Its balances show (the wallet is connected there) while the button still asks to connect.
    await expect.poll(() => shownNumber(second, 'mango-balance')).toBe(10_000)
    await expect(second.getByTestId('connect-button')).toHaveText('Connect Wallet')

    const release = await holdVerify(page)
    await mainButton(page).click()
    await expect(mainButton(page)).toHaveText('Verifying signature...')
    // The wallet signed an EIP-4361 message for this site, its account, chain and a server nonce.
    const [sign] = wallet.requests('personal_sign')
    const [data, signer] = sign!.params as [string, string]
    const message = Buffer.from(data.slice(2), 'hex').toString('utf8')
    const origin = new URL(site.url)
    expect(message).toMatch(new RegExp(`^${origin.host} wants you to sign in with your Ethereum account:\\n${wallet.address}\\n`))
    expect(message).toContain(`\nURI: ${origin.origin}\nVersion: 1\nChain ID: 1101\nNonce: `)
    expect(signer.toLowerCase()).toBe(wallet.address.toLowerCase())
    // The ERC-7846 try came first: this wallet answered wallet_connect -32601, so the kit
    // connected with eth_requestAccounts and the Verify dialog signed (the two steps).
    expect(wallet.requests().map((r) => r.method).filter((m) => PROMPTS.has(m))).toEqual(['wallet_connect', 'eth_requestAccounts', 'personal_sign'])
    release()

    await expect(dialog).toBeHidden()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    // The other tab follows within 1 s.
    await expect(second.getByText(short(wallet.address)).first()).toBeVisible({ timeout: 1_000 })
    const me = await page.evaluate(async () => (await fetch('/api/auth/me')).json())
    expect(me).toEqual({ address: wallet.address, chainId: 1101 })

    // Reload: the cookie session and the wallet come back, with no new signature.
    await page.reload()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    await expect(signInDialog(page)).toHaveCount(0)
    expect(wallet.requests('personal_sign')).toHaveLength(1)

    // Sign out in the first tab (Disconnect ends the session): the second tab follows within 1 s.
    await page.getByTestId('account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible()
    await expect(second.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible({ timeout: 1_000 })
    await expect.poll(() => second.evaluate(async () => (await fetch('/api/auth/me')).status)).toBe(401)
    expect(await csp.settled(page)).toEqual([])
  })

  test('a wallet on an unsupported network is told so and offered the switch (adding the chain); it then signs chain 1101', async ({ page, wallet, site }) => {
    // Ethereum mainnet, and a wallet that has never heard of chain 1101.
    await wallet.install({ chainId: 1, knownChains: [1] })
    await page.goto(site.url)
    await connectTestWallet(page)
    const dialog = signInDialog(page)
    await expect(dialog.getByRole('alert')).toHaveText(/^Your wallet is on a network this site does not support\. Switch to .+ to sign in\.$/)
    await expect(mainButton(page)).toHaveCount(0)
    const switchButton = dialog.getByTestId('sign-in-switch-button')
    await expect(switchButton).toHaveText(/^Switch to /)
    await expectAccessible(page, 'sign-in dialog on the wrong network')

    await switchButton.click()
    await expect(mainButton(page)).toHaveText('Send message')
    await expect(dialog.getByRole('alert')).toHaveText('')
    const switchCalls = wallet.requests().map((r) => r.method).filter((m) => m === 'wallet_switchEthereumChain' || m === 'wallet_addEthereumChain')
    expect(switchCalls).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.requests('personal_sign')).toHaveLength(0)

    await mainButton(page).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    const [data] = wallet.requests('personal_sign')[0]!.params as [string]
    expect(Buffer.from(data.slice(2), 'hex').toString('utf8')).toContain('\nChain ID: 1101\n')
    expect(await page.evaluate(async () => (await fetch('/api/auth/me')).json())).toEqual({ address: wallet.address, chainId: 1101 })
  })

  test('the wallet rejecting the signature returns silently to idle', async ({ page, wallet, site, csp }) => {
    const verifies: string[] = []
    page.on('request', (r) => void (r.url().endsWith('/api/auth/verify') && verifies.push(r.url())))
    await wallet.install()
    await page.goto(site.url)
    await connectTestWallet(page)
    await expect(mainButton(page)).toHaveText('Send message')
    await wallet.rejectNext('personal_sign')
    await mainButton(page).click()
    await expect.poll(() => wallet.requests('personal_sign').length).toBe(1)
    await expect(mainButton(page)).toHaveText('Send message')
    await expect(signInDialog(page)).toBeVisible()
    await expect(signInDialog(page).getByRole('alert')).toHaveText('')
    expect(verifies).toEqual([])
    expect(await csp.settled(page)).toEqual([])
  })

  test("the server down: 'Error preparing message, please retry!'", async ({ page, wallet, site }) => {
    await wallet.install()
    await page.goto(site.url)
    await connectTestWallet(page)
    await expect(mainButton(page)).toHaveText('Send message')
    // Cancel disconnects; the server goes away; the user connects again.
    await signInDialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(signInDialog(page)).toBeHidden()
    await site.stop()
    await connectTestWallet(page)
    await expect(signInDialog(page).getByRole('alert')).toHaveText('Error preparing message, please retry!')
    await expect(mainButton(page)).toHaveText('Send message')
    expect(wallet.requests('personal_sign')).toHaveLength(0)
  })

  test('staking works with the CSP on (Trusted Types required), and the page reports no CSP or Trusted Types violation', async ({ page, wallet, devnet, site, csp }) => {
    const { mango } = devnet.deployment
    // The server got none of the build's VITE_* variables: the numbers below load only if it
    // allowed the build's node (dist/serving.json). Chromium must know every policy feature.
    const policyWarnings: string[] = []
    page.on('console', (m) => void (/Permissions-Policy/i.test(m.text()) && policyWarnings.push(m.text())))
    await wallet.install()
    const response = await page.goto(site.url)
    expect(response?.headers()['permissions-policy']).toContain('camera=()')
    expect(response?.headers()['content-security-policy']).toMatch(/(^|; )require-trusted-types-for 'script'(;|$)/)
    await connectTestWallet(page)
    await mainButton(page).click()
    await expect(signInDialog(page)).toBeHidden()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()

    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    const before = await devnet.balanceOf(mango, wallet.address)
    await page.getByLabel('Amount to stake').fill('100')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
    expect(await devnet.balanceOf(mango, wallet.address)).toBe(before - 100n * 10n ** 18n)
    expect(await csp.settled(page)).toEqual([])
    expect(policyWarnings).toEqual([])
    // The policy is live, and a Trusted Types violation would have been caught above: HTML
    // written from a string is refused and reported like any other violation.
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<b>x</b>'
        return false
      } catch (e) {
        return e instanceof TypeError
      }
    })
    expect(refused).toBe(true)
    expect(await csp.settled(page)).toEqual([expect.stringMatching(/^require-trusted-types-for /)])
  })

  test('a wallet whose UI is a pop-up on another origin (as Coinbase Smart Wallet) connects and signs in under COOP same-origin-allow-popups', async ({
    page,
    context,
    site,
    csp,
  }) => {
    const popupWallet = await startPopupWallet(context, devnetAccounts[2].privateKey)
    try {
      const response = await page.goto(site.url)
      expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await page.getByRole('dialog').getByRole('button', { name: /Popup Wallet/ }).click()
      // eth_requestAccounts went through the pop-up: its answer came back over window.opener.
      await expect(mainButton(page)).toHaveText('Send message')
      await mainButton(page).click()
      await expect(signInDialog(page)).toBeHidden()
      await expect(page.getByText(short(popupWallet.address)).first()).toBeVisible()
      expect(await page.evaluate(async () => (await fetch('/api/auth/me')).json())).toEqual({ address: popupWallet.address, chainId: 1101 })
      expect(popupWallet.answered).toEqual(['eth_requestAccounts', 'personal_sign'])
      expect(await csp.settled(page)).toEqual([])
    } finally {
      await popupWallet.close()
    }
  })
})

const prompts = (log: { method: string }[]) => log.map((r) => r.method).filter((m) => PROMPTS.has(m))
const me = (page: Page) => page.evaluate(async () => (await fetch('/api/auth/me')).status)
/** POST a message and signature to /api/auth/verify from the page: its error code, or 'ok'. */
const verifyFrom = (page: Page, proof: SignInProof) =>
  page.evaluate(async (body) => {
    const res = await fetch('/api/auth/verify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    return res.ok ? 'ok' : ((await res.json()) as { error: string }).error
  }, proof)

test.describe('One approval: connect and sign in (VITE_SIWE=on)', () => {
  test('an ERC-7846 wallet on the desktop: one wallet_connect prompt, signed in (/me 200), no Verify dialog', async ({ page, wallet, sharedSite }) => {
    await wallet.install({ signInWithEthereum: true })
    await page.goto(sharedSite.url)
    await connectTestWallet(page, wallet.address)
    await expect.poll(() => me(page)).toBe(200)
    await expect(signInDialog(page)).toHaveCount(0)
    expect(prompts(wallet.requests())).toEqual(['wallet_connect'])
  })

  test('rejecting the one wallet_connect prompt rejects both: nothing connected, nothing signed', async ({ page, wallet, sharedSite }) => {
    await wallet.install({ signInWithEthereum: true })
    await page.goto(sharedSite.url)
    await wallet.rejectNext('wallet_connect')
    await connectTestWallet(page)
    const picker = page.getByRole('dialog')
    await expect(picker.getByText('The request was cancelled in your wallet.')).toBeVisible()
    await expect(signInDialog(page)).toHaveCount(0)
    expect(await me(page)).toBe(401)
    // A rejection is never a fallback: no eth_requestAccounts, no personal_sign after it.
    expect(prompts(wallet.requests())).toEqual(['wallet_connect'])
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  })

  test('an older WalletConnect wallet (no one-click authentication): the two steps in the same session, signed in', async ({ page, sharedSite, devnet, relayUrl }) => {
    test.setTimeout(90_000)
    await page.goto(sharedSite.url)
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: /^WalletConnect/ }).first().click()
    const qr = page.getByTestId('wc-qr')
    await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/, { timeout: 20_000 })
    const older = await createWalletConnectWallet({ relayUrl, chains: [{ id: 1101, rpcUrl: devnet.rpcUrl }], accounts: [devnetAccounts[2].privateKey], oneClick: false })
    try {
      await older.pair((await qr.getAttribute('data-wc-uri'))!)
      await expect(mainButton(page)).toHaveText('Send message', { timeout: 15_000 })
      await mainButton(page).click()
      await expect(signInDialog(page)).toBeHidden({ timeout: 15_000 })
      expect(await me(page)).toBe(200)
      expect(prompts([...older.proposals(), ...older.requests()])).toEqual(['wc_sessionPropose', 'personal_sign'])
    } finally {
      await older.close()
    }
  })
})

test.describe('One approval through WalletConnect on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  let wc: WalletConnectWallet | undefined
  test.afterEach(async () => {
    await wc?.close()
    wc = undefined
  })
  /**
   * Connect a Wallet -> WalletConnect: the deep link's pairing URI. No app takes it: the
   * link's click (the modal clicks it by itself) is kept from navigating, in the page as it
   * is (an init script would only reach the next document). A `wc:` navigation would leave
   * Chromium holding its external-protocol prompt, and the page would get no more input.
   */
  async function deepLinkUri(page: Page): Promise<string> {
    await page.evaluate(() =>
      document.addEventListener('click', (e) => void (e.target instanceof Element && e.target.closest('a[href^="wc:"]') && e.preventDefault()), true),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    await page.getByRole('dialog').getByRole('list', { name: 'Wallets' }).getByRole('button', { name: 'WalletConnect' }).click()
    const link = page.getByTestId('wallet-deep-link')
    await expect(link).toHaveAttribute('data-wc-uri', /^wc:[0-9a-f]{64}@2\?/, { timeout: 20_000 })
    return (await link.getAttribute('data-wc-uri'))!
  }

  test('a one-click wallet: one approval of the pairing connects and signs in (/me 200), no Verify dialog', async ({ page, sharedSite, devnet, relayUrl }) => {
    test.setTimeout(90_000)
    const account = devnetAccounts[2]
    await page.goto(sharedSite.url)
    const uri = await deepLinkUri(page)
    await expect(page.getByText('Approve in your wallet to connect and sign in')).toBeVisible()
    const verified: SignInProof[] = []
    page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/auth/verify') && verified.push(r.postDataJSON() as SignInProof)))
    wc = await createWalletConnectWallet({ relayUrl, chains: [{ id: 1101, rpcUrl: devnet.rpcUrl }], accounts: [account.privateKey] })
    await wc.pair(uri)
    await expect(page.getByText(short(account.address)).first()).toBeVisible()
    await expect.poll(() => me(page)).toBe(200)
    await expect(signInDialog(page)).toHaveCount(0)
    // ONE approval: the proposal, its sign-in signed with it (no personal_sign).
    expect(prompts([...wc.proposals(), ...wc.requests()])).toEqual(['wc_sessionPropose'])
    expect(wc.proposals('wc_sessionAuthenticate')).toHaveLength(1)

    // Forged CACAOs, sent by this browser (its nonce cookie): the server refuses each.
    expect(verified).toHaveLength(1)
    const [cacao] = verified as [SignInProof]
    expect(cacao.message).toMatch(/\nResources:\n- urn:recap:[A-Za-z0-9_-]+$/)
    expect(await verifyFrom(page, cacao)).toBe('invalid_nonce') // replayed: its nonce is spent
    const fresh = async (edit: (m: string) => string) => {
      const { nonce } = await page.evaluate(async () => (await (await fetch('/api/auth/nonce')).json()) as { nonce: string })
      const message = edit(cacao.message.replace(/\nNonce: \S+\n/, `\nNonce: ${nonce}\n`))
      return { message, signature: await privateKeyToAccount(account.privateKey).signMessage({ message }) }
    }
    // Signed by the wallet's key, for another site: wrong_domain.
    expect(await verifyFrom(page, await fresh((m) => m.replace(/^\S+ wants you/, 'mango.evil.example wants you')))).toBe('wrong_domain')
    // Naming another address than its signer: invalid_signature.
    expect(await verifyFrom(page, await fresh((m) => m.replace(account.address, devnetAccounts[3].address)))).toBe('invalid_signature')
    expect(await me(page)).toBe(200) // the real sign-in stands
  })

  test('rejecting the one approval rejects both: nothing connected, nothing signed', async ({ page, sharedSite, devnet, relayUrl }) => {
    test.setTimeout(90_000)
    await page.goto(sharedSite.url)
    const uri = await deepLinkUri(page)
    wc = await createWalletConnectWallet({ relayUrl, chains: [{ id: 1101, rpcUrl: devnet.rpcUrl }], accounts: [devnetAccounts[2].privateKey] })
    wc.rejectNext()
    await wc.pair(uri)
    // As without sign-in: the wallet's "no" is said, with RETRY (a new pairing) and the way back.
    const modal = page.getByRole('dialog')
    await expect(modal.getByText('The request was cancelled in your wallet.')).toBeVisible({ timeout: 15_000 })
    await expect(modal.getByRole('button', { name: 'RETRY' })).toBeVisible()
    await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
    expect(await me(page)).toBe(401)
    expect(wc.proposals().map((r) => [r.method, r.rejected])).toEqual([['wc_sessionPropose', true]])
    expect(wc.requests()).toEqual([])
  })

  test('an older wallet (no one-click authentication): the same pairing goes on to the Verify dialog, no new link, signed in', async ({ page, sharedSite, devnet, relayUrl }) => {
    test.setTimeout(90_000)
    await page.goto(sharedSite.url)
    const uri = await deepLinkUri(page)
    wc = await createWalletConnectWallet({ relayUrl, chains: [{ id: 1101, rpcUrl: devnet.rpcUrl }], accounts: [devnetAccounts[2].privateKey], oneClick: false })
    await wc.pair(uri)
    await expect(mainButton(page)).toHaveText('Send message', { timeout: 15_000 })
    await mainButton(page).click()
    await expect(signInDialog(page)).toBeHidden({ timeout: 15_000 })
    expect(await me(page)).toBe(200)
    expect(prompts([...wc.proposals(), ...wc.requests()])).toEqual(['wc_sessionPropose', 'personal_sign'])
  })
})
