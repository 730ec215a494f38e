/**
 * A planned call the wallet speeds up (same nonce, higher fee) on anvil with automine off,
 * sent through the kit's public write path (sendTransaction, waitForTransactionReceipt):
 * the action reports the hash that mined, and a cancellation in its place is no success.
 */
import type { Hash, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connect } from '../../lib/core/actions/connect'
import type { Config } from '../../lib/core/config'
import { DEV_ACCOUNT } from '../../scripts/devnet'
import { TransactionReplacedError } from '../../src/staking/errors'
import { sendAndWait } from '../../src/staking/actions/send'
import { getSigner, type Signer } from '../../src/staking/actions/wallet'
import { startHarness, type Harness } from './devnetHarness'

const TOKEN = '0x00000000000000000000000000000000000000aa'
const CALL = '0x095ea7b3' as Hex
const GWEI = 1_000_000_000n
const hex = (n: bigint | number) => `0x${n.toString(16)}`

let h: Harness
let config: Config
let signer: Signer
const rpc = async <T>(method: string, params: unknown[] = []) => (await h.testClient.request({ method, params } as never)) as T

beforeAll(async () => {
  h = await startHarness()
  config = h.makeConfig()
  await connect(config, { connector: 'devnet' })
  signer = (await getSigner({ config, addresses: h.deployment, tokens: h.tokens }))!
  await rpc('evm_setAutomine', [false])
}, 120_000)
afterAll(async () => {
  await h?.stop()
})

/** Sends the call; once it is pending, the "wallet" replaces it with `replacement` at a far higher fee and a block is mined. */
async function replacedWith(replacement: Record<string, unknown>): Promise<{ result: Promise<Hash>; faster: Hash }> {
  const nonce = Number(await rpc<Hex>('eth_getTransactionCount', [DEV_ACCOUNT, 'pending']))
  const result = sendAndWait(signer, { to: TOKEN, data: CALL }, 100_000n, 'Approve').then((r) => r.transactionHash)
  result.catch(() => undefined)
  // The original holds its nonce before the "wallet" replaces it: a replacement sent first
  // would take the nonce, leave the original the next one, pending for ever (no automine).
  await vi.waitFor(async () => expect(Number(await rpc<Hex>('eth_getTransactionCount', [DEV_ACCOUNT, 'pending']))).toBe(nonce + 1), { timeout: 10_000, interval: 20 })
  h.posts.length = 0
  // The receipt wait has seen the original pending (a wallet's speed-up comes seconds later).
  await vi.waitFor(() => expect(h.posts.flatMap((p) => p.methods)).toContain('eth_getTransactionByHash'), { timeout: 10_000, interval: 20 })
  const faster = await rpc<Hash>('eth_sendTransaction', [{ from: DEV_ACCOUNT, gas: hex(100_000), nonce: hex(nonce), maxFeePerGas: hex(400n * GWEI), maxPriorityFeePerGas: hex(200n * GWEI), ...replacement }])
  await rpc('evm_mine')
  return { result, faster }
}

describe('sendAndWait with a replaced transaction', () => {
  it('sped up: the outcome names the replacement that mined, and Recent Transactions has it', async () => {
    const { result, faster } = await replacedWith({ to: TOKEN, data: CALL })
    expect(await result).toBe(faster)
    await vi.waitFor(() => expect(config.transactions.getTransactions(DEV_ACCOUNT, signer.chainId)[0]).toMatchObject({ description: 'Approve', status: 'confirmed' }))
  })

  it('cancelled: a 0-value transfer to oneself in its place is an error, not a success', async () => {
    const { result } = await replacedWith({ to: DEV_ACCOUNT, data: '0x', value: '0x0' })
    await expect(result).rejects.toBeInstanceOf(TransactionReplacedError)
  })
})
