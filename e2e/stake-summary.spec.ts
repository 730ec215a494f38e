import type { Page } from '@playwright/test'
import { decodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import { plantedMangoAbi } from '../src/staking/abi'
import { countNodeRequests, whenShown } from '../scripts/bench/pageRequests'
import { expect, test, type TestWallet } from './fixtures'
import { connectTestWallet } from './fixtures/connect'
import { shownNumber } from './fixtures/numbers'

const E18 = 10n ** 18n
const summary = (page: Page, kind: 'stake' | 'unstake', part: string) => page.getByTestId(`${kind}-summary-${part}`)
const decode = (to: string, data: Hex) => ({ to: getAddress(to), ...decodeFunctionData({ abi: [...erc20Abi, ...plantedMangoAbi], data }) })
const prompts = (wallet: TestWallet) => wallet.requests('eth_sendTransaction').length + wallet.requests('wallet_sendCalls').length

test.describe('the summary before the wallet is asked', () => {
  test('a plain injected wallet: 2 confirmations and a fee in ETH; the stake sends exactly approve + plant, with no read twice', async ({ page, wallet, devnet }) => {
    const { mango, pMango } = devnet.deployment
    await wallet.install()
    // The site's own requests to its node (the test wallet's go from the test's process).
    const node = countNodeRequests(page, [devnet.rpcUrl])
    await page.goto('/')
    await connectTestWallet(page, wallet.address)
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    // Load + connect: the pool's figures with the pause probes at load, the user's numbers
    // with the connect button's balance at connect: two reads (the history's scan is apart).
    await expect(page.getByTestId('account-balance')).toHaveText(/\d/)
    expect(node.requests.flatMap((r) => r.methods).filter((m) => m.startsWith('eth_call'))).toHaveLength(2)

    // More than the balance: the message writes the balance as the Available line does.
    await page.getByLabel('Amount to stake').fill('20000')
    await expect(page.getByRole('alert')).toHaveText('You only have 10,000 MANGO.')
    await expect(page.getByText('Available: 10,000 MANGO')).toBeVisible()

    await page.getByLabel('Amount to stake').fill('100')
    await expect(summary(page, 'stake', 'give')).toHaveText('100 MANGO')
    await expect(summary(page, 'stake', 'get')).toHaveText('100 pMANGO')
    await expect(summary(page, 'stake', 'share')).toHaveText('100%') // the first staker holds the whole pool
    await expect(summary(page, 'stake', 'confirmations')).toHaveText('2 (Approve, then stake)')
    await expect(summary(page, 'stake', 'fee')).toHaveText(/^about 0\.\d*[1-9]\d* ETH$/)
    await expect(page.getByTestId('stake-summary')).toHaveAttribute('data-route', 'approve-then-plant')
    expect(prompts(wallet)).toBe(0) // planning only reads

    // The summary's plan read everything (one request, one eth_call: the allowance and the
    // plant check in one Multicall3 aggregate), so the click reads nothing before the prompt;
    // each transaction then refreshes the chain's reads ONCE (the receipt wait and Recent
    // Transactions both see it end: refreshOnce). So from the click to the new balance: the
    // two receipts and two reads (bench d prints the same path: the plan, receipt, read,
    // receipt, read). A second refresh per transaction, or a plan read again, adds reads here.
    node.reset()
    const shownStaked = whenShown(page, 'pmango-balance', /^100\b/, 'staked')
    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await shownStaked
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
    const toStaked = node.requests.slice(0, node.countAt('staked'))
    const calls = toStaked.flatMap((r) => r.methods)
    expect(calls.filter((m) => m === 'eth_estimateGas' || m === 'eth_gasPrice')).toEqual([])
    // Two at most: the reads after approve and after plant may also go as one multicall.
    const reads = calls.filter((m) => m.startsWith('eth_call'))
    expect(reads.length).toBeGreaterThanOrEqual(1)
    expect(reads.length).toBeLessThanOrEqual(2)
    const sent = wallet.requests('eth_sendTransaction').map((r) => (r.params as [{ to: string; data: Hex }])[0])
    expect(sent.map((tx) => decode(tx.to, tx.data))).toEqual([
      { to: mango, functionName: 'approve', args: [pMango, 100n * E18] },
      { to: pMango, functionName: 'plant', args: [100n * E18, getAddress(wallet.address)] },
    ])
    await expect(page.getByTestId('stake-summary')).toHaveCount(0) // the field was cleared

    // Unstake has its summary too: one confirmation, and the share after it.
    await page.getByLabel('Amount to unstake').fill('40')
    await expect(summary(page, 'unstake', 'give')).toHaveText('40 pMANGO')
    await expect(summary(page, 'unstake', 'get')).toHaveText('40 MANGO')
    await expect(summary(page, 'unstake', 'share')).toHaveText('100%')
    await expect(summary(page, 'unstake', 'confirmations')).toHaveText('1 (Unstake)')
    await expect(summary(page, 'unstake', 'fee')).toHaveText(/^about 0\.\d*[1-9]\d* ETH$/)
  })

  test('a batching wallet: 1 confirmation; the stake is exactly the planned batch', async ({ page, wallet, devnet }) => {
    const { mango, pMango } = devnet.deployment
    await wallet.install({ eip5792: 'v2' })
    await page.goto('/')
    await connectTestWallet(page, wallet.address)
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)

    await page.getByLabel('Amount to stake').fill('25')
    await expect(summary(page, 'stake', 'give')).toHaveText('25 MANGO')
    await expect(summary(page, 'stake', 'get')).toHaveText('25 pMANGO')
    await expect(summary(page, 'stake', 'confirmations')).toHaveText('1 (Approve and stake in one batch)')
    await expect(summary(page, 'stake', 'fee')).toHaveText(/^about 0\.\d*[1-9]\d* ETH$/)
    expect(prompts(wallet)).toBe(0)

    await page.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(25)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(0)
    const [bundle] = wallet.requests('wallet_sendCalls').map((r) => (r.params as [{ calls: Array<{ to: string; data: Hex }> }])[0])
    expect(wallet.requests('wallet_sendCalls')).toHaveLength(1)
    expect(bundle!.calls.map((c) => decode(c.to, c.data))).toEqual([
      { to: mango, functionName: 'approve', args: [pMango, 25n * E18] },
      { to: pMango, functionName: 'plant', args: [25n * E18, getAddress(wallet.address)] },
    ])
  })

  test('the Stake button stays put as the summary appears: a click aimed at it right after typing stakes', async ({ page, wallet }) => {
    await wallet.install()
    await page.goto('/')
    await connectTestWallet(page, wallet.address)
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    const button = page.getByRole('button', { name: 'Stake', exact: true })
    const before = await button.boundingBox()
    if (!before) throw new Error('the Stake button is not on screen')

    // The user aims at the button while typing; the summary shows up before the click lands.
    await page.getByLabel('Amount to stake').pressSequentially('100')
    await expect(page.getByTestId('stake-summary')).toBeVisible()
    expect(await button.boundingBox()).toEqual(before)
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2)
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(100)
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(2)

    // Just staked (no block since): the position must not say "No stake yet".
    await page.getByTestId('position').scrollIntoViewIfNeeded() // the history scan starts when you look
    await expect(page.getByTestId('history-table').locator('tbody tr')).toHaveCount(1)
    await expect(page.getByTestId('position-yield')).toHaveText('Too early to tell')
  })
})
