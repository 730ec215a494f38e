import type { Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi } from 'viem'
import { expect, test, type InstallOptions, type TestWallet } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { short, shownNumber } from './fixtures/numbers'

async function connect(page: Page, wallet: TestWallet, options: InstallOptions) {
  await wallet.install(options)
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
}

const entries = (page: Page) => page.getByRole('dialog').getByTestId('recent-transaction')

async function stake(page: Page, amount: string) {
  await page.getByLabel('Amount to stake').fill(amount)
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
}

type SendCallsParams = [{ version: string; atomicRequired: boolean; chainId: string; from: string; calls: Array<{ to: string; data: string }> }]

test.describe('one-confirmation stake with EIP-5792', () => {
  test('approve + plant go as ONE wallet_sendCalls; one entry pending -> confirmed, kept after reload', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, { eip5792: 'v2' })
    const { mango, pMango } = devnet.deployment
    await devnet.client.setAutomine(false)
    try {
      await stake(page, '100')
      await expect.poll(() => wallet.requests('wallet_sendCalls').length).toBe(1)
      const [request] = wallet.requests('wallet_sendCalls')[0]!.params as SendCallsParams
      expect(request.version).toBe('2.0.0')
      expect(request.atomicRequired).toBe(true)
      expect(request.chainId).toBe('0x44d')
      expect(request.from.toLowerCase()).toBe(wallet.address.toLowerCase())
      expect(request.calls.map((c) => c.to.toLowerCase())).toEqual([mango.toLowerCase(), pMango.toLowerCase()])
      expect(request.calls[0]!.data.slice(0, 10)).toBe('0x095ea7b3') // approve(spender, amount)
      expect(BigInt(`0x${request.calls[0]!.data.slice(74)}`)).toBe(100n * 10n ** 18n) // exactly the amount

      await page.getByTestId('account-button').click()
      await expect(entries(page)).toHaveCount(1)
      await expect(entries(page).first()).toHaveAttribute('data-status', 'pending')
      await expect(entries(page).first()).toContainText('Stake 100 MANGO')
      await devnet.client.mine({ blocks: 1 })
      await expect(entries(page).first()).toHaveAttribute('data-status', 'confirmed')
      // The test wallet runs the two calls as two transactions: a link to each receipt.
      const links = entries(page).first().getByRole('link')
      await expect(links).toHaveCount(2)
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toMatch(/\/tx\/0x[0-9a-f]{64}$/)
    } finally {
      await devnet.client.setAutomine(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(9_900)
    expect(await devnet.balanceOf(pMango, wallet.address)).toBe(100n * 10n ** 18n)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)

    // A second stake batches again without asking for the capabilities again.
    await stake(page, '5')
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(105)
    expect(wallet.requests('wallet_sendCalls')).toHaveLength(2)
    expect(wallet.requests('wallet_getCapabilities')).toHaveLength(1)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)

    await page.reload()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    await page.getByTestId('account-button').click()
    await expect(entries(page)).toHaveCount(2)
    await expect(entries(page).filter({ hasText: 'Stake 100 MANGO' })).toHaveAttribute('data-status', 'confirmed')
    await expect(entries(page).filter({ hasText: 'Stake 5 MANGO' })).toHaveAttribute('data-status', 'confirmed')
  })

  test('a bundle left pending by a reload is followed again and confirms', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, { eip5792: 'v2' })
    await devnet.client.setAutomine(false)
    try {
      await stake(page, '7')
      await expect.poll(() => wallet.requests('wallet_sendCalls').length).toBe(1)
      // The page has recorded the bundle (the avatar shows a pending entry) before it reloads.
      await expect(page.getByTestId('avatar-spinner').first()).toBeVisible()
      await page.reload()
      await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
      await page.getByTestId('account-button').click()
      await expect(entries(page).first()).toHaveAttribute('data-status', 'pending')
      const before = wallet.requests('wallet_getCallsStatus').length
      await devnet.client.mine({ blocks: 1 })
      await expect(entries(page).first()).toHaveAttribute('data-status', 'confirmed')
      expect(wallet.requests('wallet_getCallsStatus').length).toBeGreaterThan(before)
    } finally {
      await devnet.client.setAutomine(true)
    }
  })

  test('a wallet with the legacy atomicBatch capability batches too', async ({ page, wallet }) => {
    await connect(page, wallet, { eip5792: 'legacy' })
    await stake(page, '10')
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(10)
    expect(wallet.requests('wallet_sendCalls')).toHaveLength(1)
    expect(((wallet.requests('wallet_sendCalls')[0]!.params as SendCallsParams)[0]).calls).toHaveLength(2)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
  })

  test('a wallet without EIP-5792 gets approve, then plant', async ({ page, wallet }) => {
    await connect(page, wallet, { eip5792: 'none' })
    await stake(page, '10')
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(10)
    expect(wallet.requests('wallet_getCapabilities')).toHaveLength(1)
    expect(wallet.requests('wallet_sendCalls')).toHaveLength(0)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2)
  })

  test('when allowance already covers the amount, plant goes alone', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, { eip5792: 'v2' })
    const { mango, pMango } = devnet.deployment
    // The user approved enough earlier (anvil's dev accounts are unlocked).
    const hash = await devnet.client.sendUnsignedTransaction({
      from: wallet.address,
      to: mango,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pMango, 10n ** 24n] }),
    })
    await devnet.client.waitForTransactionReceipt({ hash })
    await stake(page, '10')
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(10)
    expect(wallet.requests('wallet_sendCalls')).toHaveLength(0)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(1)
  })

  test('rejecting the bundle returns to idle quietly', async ({ page, wallet }) => {
    await connect(page, wallet, { eip5792: 'v2' })
    await wallet.rejectNext('wallet_sendCalls')
    await stake(page, '5')
    await expect.poll(() => wallet.requests('wallet_sendCalls').length).toBe(1)
    await expect(page.getByRole('button', { name: 'Stake', exact: true })).toBeEnabled()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
    expect(await shownNumber(page, 'pmango-balance')).toBe(0)
  })

  test('a bundle that reverts shows failed with a reason', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, { eip5792: 'v2' })
    await wallet.failNextBundle()
    await stake(page, '5')
    await expect(page.getByRole('alert').first()).toContainText(/undone as a whole/)
    expect(await shownNumber(page, 'pmango-balance')).toBe(0)
    expect(await devnet.balanceOf(devnet.deployment.pMango, wallet.address)).toBe(0n)
    await page.getByTestId('account-button').click()
    await expect(entries(page)).toHaveCount(1)
    await expect(entries(page).first()).toHaveAttribute('data-status', 'failed')
    await expect(entries(page).first()).toContainText(/undone as a whole/)
    await expect(entries(page).first().getByRole('link')).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/)
  })

  for (const code of [5750, 5760]) {
    test(`a wallet that answers ${code} gets the two-step flow instead`, async ({ page, wallet }) => {
      await connect(page, wallet, { eip5792: 'v2' })
      await wallet.nextCallsError(code)
      await stake(page, '5')
      await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(5)
      expect(wallet.requests('wallet_sendCalls')).toHaveLength(1)
      expect(wallet.requests('eth_sendTransaction')).toHaveLength(2)
    })
  }

  test('other EIP-5792 errors are said in words', async ({ page, wallet }) => {
    await connect(page, wallet, { eip5792: 'v2' })
    await wallet.nextCallsError(5740)
    await stake(page, '5')
    await expect(page.getByRole('alert').first()).toContainText('This batch is too large for your wallet.')
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
  })
})
