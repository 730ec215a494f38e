import { decodeFunctionData, erc20Abi, formatUnits, getAddress, type Hex } from 'viem'
import { expect, test } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { short, shownNumber } from './fixtures/numbers'

test.describe('staking with an injected EIP-6963 wallet', () => {
  test.beforeEach(async ({ wallet, page }) => {
    await wallet.install()
    await page.goto('/')
    await connectTestWallet(page, wallet.address)
  })

  test('stake, earn for a day, harvest, unstake', async ({ page, wallet, devnet }) => {
    const { mango, usdc, treasury } = devnet.deployment
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    const startMango = await devnet.balanceOf(mango, wallet.address)

    await page.getByLabel('Amount to stake').fill('100')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(9_900)
    await expect.poll(() => shownNumber(page, 'total-staked')).toBe(100)
    expect(await devnet.balanceOf(mango, wallet.address)).toBe(startMango - 100n * 10n ** 18n)
    // Approve exactly the amount, then plant: two transactions reached the wallet.
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2)

    const treasuryBefore = await devnet.balanceOf(usdc, treasury)
    await devnet.increaseTime(86_400)
    await page.evaluate(() => window.dispatchEvent(new Event('focus'))) // refetch on focus
    const expectedDaily = Number(formatUnits(treasuryBefore / 1000n, 6))
    await expect.poll(() => shownNumber(page, 'harvestable')).toBeGreaterThan(expectedDaily * 0.97)
    expect(await shownNumber(page, 'harvestable')).toBeLessThan(expectedDaily * 1.03)

    const usdcBefore = await devnet.balanceOf(usdc, wallet.address)
    await page.getByRole('button', { name: 'Harvest', exact: true }).click()
    await expect.poll(() => devnet.balanceOf(usdc, wallet.address)).toBeGreaterThan(usdcBefore)
    const gained = Number(formatUnits((await devnet.balanceOf(usdc, wallet.address)) - usdcBefore, 6))
    expect(gained).toBeGreaterThan(expectedDaily * 0.97)
    expect(gained).toBeLessThan(expectedDaily * 1.03)

    await page.getByLabel('Amount to unstake').fill('40')
    await page.getByRole('button', { name: 'Unstake', exact: true }).click()
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(60)
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(9_940)
  })

  test('bad amounts show plain messages and send nothing', async ({ page, wallet }) => {
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    const input = page.getByLabel('Amount to stake')
    const cases: Array<[string, RegExp]> = [
      ['0', /greater than 0/i],
      ['-5', /positive/i],
      ['abc', /digits/i],
      ['1e5', /exponent|in full/i],
      ['1.0000000000000000001', /18 decimals/i],
      ['20000', /only have/i],
    ]
    for (const [value, message] of cases) {
      await input.fill(value)
      await expect(page.getByText(message).first()).toBeVisible()
      await page.getByRole('button', { name: 'Stake', exact: true }).click({ force: true }).catch(() => {})
    }
    await input.fill('')
    await page.getByRole('button', { name: 'Stake', exact: true }).click({ force: true }).catch(() => {})
    // The submit ran and stopped at the empty amount: it says so instead of sending.
    await expect(page.getByText('Enter an amount.').first()).toBeVisible()
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
  })

  test('rejecting the approval returns to idle quietly', async ({ page, wallet, devnet }) => {
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    await wallet.rejectNext('eth_sendTransaction')
    await page.getByLabel('Amount to stake').fill('5')
    const stake = page.getByRole('button', { name: 'Stake', exact: true })
    await stake.click()
    // The wallet was asked to approve exactly 5 MANGO for pMANGO, and the user said no.
    await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(1)
    const [approval] = wallet.requests('eth_sendTransaction')
    const [tx] = approval!.params as Array<{ to: string; data: string }>
    expect(tx!.to.toLowerCase()).toBe(devnet.deployment.mango.toLowerCase())
    expect(decodeFunctionData({ abi: erc20Abi, data: tx!.data as Hex })).toEqual({
      functionName: 'approve',
      args: [getAddress(devnet.deployment.pMango), 5n * 10n ** 18n],
    })
    expect(approval!.rejected).toBe(true)
    await expect(stake).toBeEnabled()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(await shownNumber(page, 'pmango-balance')).toBe(0)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(1) // no plant after the rejection
  })

  test('a reload reconnects automatically', async ({ page, wallet }) => {
    await page.reload()
    await expect(page.getByText(short(wallet.address)).first()).toBeVisible()
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    // Silent: no new permission prompt on reload.
    expect(wallet.requests('eth_requestAccounts')).toHaveLength(1)
  })
})
