import type { Page } from '@playwright/test'
import { encodeFunctionData, maxUint256, type Address, type Hash, type Hex } from 'viem'
import { expect, test, type TestWallet } from './fixtures'
import type { DevnetHandle } from './fixtures/chain'
import { connectTestWallet } from './fixtures/connect'
import { shownNumber } from './fixtures/numbers'

/**
 * The wallet replaces the site's pending stake (same sender and nonce, new hash), the way a
 * wallet's Speed up / Cancel buttons do, on anvil with automine off. The test holds the key
 * (anvil's unlocked dev account), so it sends the replacement itself.
 */
const approveAbi = [
  { type: 'function', name: 'approve', stateMutability: 'nonpayable', inputs: [{ name: 's', type: 'address' }, { name: 'a', type: 'uint256' }], outputs: [{ type: 'bool' }] },
] as const
const DEAD = '0x000000000000000000000000000000000000dEaD'

const entry = (page: Page) => page.getByRole('dialog').getByTestId('recent-transaction').filter({ hasText: 'Stake 10 MANGO' })

test.afterEach(async ({ devnet }) => {
  // Nothing left in the pool for the next test, and blocks mined on every transaction again.
  await devnet.client.request({ method: 'anvil_dropAllTransactions' } as never)
  await devnet.client.setAutomine(true)
})

/** Connects with MANGO already approved (so Stake sends only `plant`), then turns automine off. */
async function connect(page: Page, wallet: TestWallet, devnet: DevnetHandle) {
  await wallet.install()
  const { mango, pMango } = devnet.deployment
  const data = encodeFunctionData({ abi: approveAbi, functionName: 'approve', args: [pMango, maxUint256] })
  const approve = await send(devnet, { from: wallet.address, to: mango, data })
  await devnet.client.waitForTransactionReceipt({ hash: approve })
  await page.goto('/')
  await connectTestWallet(page, wallet.address)
  await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
  await devnet.client.setAutomine(false)
}

/** Stakes 10 MANGO and leaves the plant pending; opens the account modal on its entry. */
async function pendingStake(page: Page, wallet: TestWallet, devnet: DevnetHandle) {
  await page.getByLabel('Amount to stake').fill('10')
  await page.getByRole('button', { name: 'Stake', exact: true }).click()
  await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(1)
  await page.getByTestId('account-button').click()
  await expect(entry(page)).toHaveAttribute('data-status', 'pending')
  const href = await entry(page).getByRole('link').getAttribute('href')
  const hash = href?.match(/0x[0-9a-f]{64}$/)?.[0] as Hash
  return devnet.client.getTransaction({ hash })
}

type Original = Awaited<ReturnType<typeof pendingStake>>

/** Sends a transaction with the original's sender and nonce at a higher fee, as the wallet's replacement. */
function replace(devnet: DevnetHandle, original: Original, fields: { to: Address; data?: Hex; value: bigint }): Promise<Hash> {
  const hex = (n: bigint | number) => `0x${n.toString(16)}`
  const fees =
    original.maxFeePerGas !== undefined
      ? { maxFeePerGas: hex(original.maxFeePerGas * 2n + 2_000_000_000n), maxPriorityFeePerGas: hex((original.maxPriorityFeePerGas ?? 0n) * 2n + 1_000_000_000n) }
      : { gasPrice: hex((original.gasPrice ?? 0n) * 2n) }
  const tx = { from: original.from, nonce: hex(original.nonce), gas: hex(original.gas), to: fields.to, data: fields.data ?? '0x', value: hex(fields.value), ...fees }
  return send(devnet, tx)
}

/** eth_sendTransaction from an unlocked anvil account. */
const send = (devnet: DevnetHandle, tx: Record<string, unknown>): Promise<Hash> =>
  devnet.client.request({ method: 'eth_sendTransaction', params: [tx] } as never) as Promise<Hash>

const txLink = (hash: Hash) => new RegExp(`/tx/${hash}$`)

test.describe('a stake replaced in the wallet (automine off)', () => {
  test('sped up: "Sped up" while pending, then confirmed, linking the new hash; the stake went through', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, devnet)
    const original = await pendingStake(page, wallet, devnet)
    const faster = await replace(devnet, original, { to: original.to!, data: original.input, value: original.value })

    await expect(entry(page)).toContainText('Sped up')
    await expect(entry(page)).toHaveAttribute('data-status', 'pending')
    await expect(entry(page).getByRole('link')).toHaveAttribute('href', txLink(faster))
    await devnet.client.mine({ blocks: 1 })
    await expect(entry(page)).toHaveAttribute('data-status', 'confirmed')
    await expect(entry(page)).toContainText('Sped up · Confirmed')
    await expect(entry(page).getByRole('link')).toHaveAttribute('href', txLink(faster))

    await page.keyboard.press('Escape')
    await expect(page.getByText('Staked 10 MANGO.')).toBeVisible()
    await expect.poll(() => shownNumber(page, 'pmango-balance')).toBe(10)
  })

  test('cancelled (0-value transfer to oneself): "Cancelled", nothing staked, the site says so', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, devnet)
    const original = await pendingStake(page, wallet, devnet)
    const cancel = await replace(devnet, original, { to: original.from, value: 0n })
    await devnet.client.mine({ blocks: 1 })

    await expect(entry(page)).toHaveAttribute('data-status', 'cancelled')
    await expect(entry(page)).toContainText('Cancelled')
    await expect(entry(page).getByRole('link')).toHaveAttribute('href', txLink(cancel))

    await page.keyboard.press('Escape')
    await expect(page.getByRole('alert').filter({ hasText: 'cancelled in your wallet' })).toBeVisible()
    await expect(page.getByText('Staked 10 MANGO.')).toHaveCount(0)
    expect(await devnet.balanceOf(devnet.deployment.pMango, wallet.address)).toBe(0n)
  })

  test('dropped (an unrelated transaction took the nonce): "Dropped", nothing staked', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, devnet)
    const original = await pendingStake(page, wallet, devnet)
    const other = await replace(devnet, original, { to: DEAD, value: 1n })
    await devnet.client.mine({ blocks: 1 })

    await expect(entry(page)).toHaveAttribute('data-status', 'dropped')
    await expect(entry(page)).toContainText('Dropped')
    await expect(entry(page).getByRole('link')).toHaveAttribute('href', txLink(other))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('alert').filter({ hasText: 'dropped' })).toBeVisible()
    expect(await devnet.balanceOf(devnet.deployment.pMango, wallet.address)).toBe(0n)
  })

  test('a pending entry stays honest across a reload: cancelled while the page was closed', async ({ page, wallet, devnet }) => {
    await connect(page, wallet, devnet)
    const original = await pendingStake(page, wallet, devnet)
    // The entry's sender, nonce and intent are stored while it is pending ...
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mango.transactions') ?? '')).toContain(`"nonce":${original.nonce}`)
    await page.goto('about:blank') // ... the page is closed ...
    const cancel = await replace(devnet, original, { to: original.from, value: 0n })
    await devnet.client.mine({ blocks: 1 })
    // ... and the node no longer knows the original hash at all.
    expect(await devnet.client.getTransaction({ hash: original.hash }).catch(() => null)).toBeNull()

    await page.goto('/')
    await expect.poll(() => shownNumber(page, 'mango-balance')).toBe(10_000)
    await page.getByTestId('account-button').click()
    await expect(entry(page)).toHaveAttribute('data-status', 'cancelled')
    await expect(entry(page)).toContainText('Cancelled')
    await expect(entry(page).getByRole('link')).toHaveAttribute('href', txLink(cancel))
  })
})
