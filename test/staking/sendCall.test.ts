/**
 * A planned call the wallet speeds up (same nonce, higher fee) on anvil with automine off:
 * the action reports the hash that mined, and a cancellation in its place is no success.
 */
import { createClient, createWalletClient, custom, http, type Hash, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/anvil'
import { TransactionReplacedError } from '../../src/staking/errors'
import { sendCall } from '../../src/staking/actions/sendCall'
import type { ActionContext } from '../../src/staking/actions/types'
import type { Signer } from '../../src/staking/actions/wallet'
import { devnetChain } from '../../scripts/devnet'
import { ACCOUNT } from '../transactions/helpers'

const TOKEN = '0x00000000000000000000000000000000000000aa'
const CALL = '0x095ea7b3' as Hex
const GWEI = 1_000_000_000n
const hex = (n: bigint | number) => `0x${n.toString(16)}`

let anvil: AnvilInstance
let signer: Signer
/** The methods the read client has asked, in order. */
const asked: string[] = []
const rpc = async <T>(method: string, params: unknown[] = []) => (await signer.client.request({ method, params } as never)) as T

beforeAll(async () => {
  anvil = await startAnvil()
  const chain = devnetChain(anvil.rpcUrl)
  const node = createClient({ chain, transport: http(anvil.rpcUrl) })
  signer = {
    account: ACCOUNT,
    chainId: chain.id,
    client: createClient({
      chain,
      transport: custom({ request: (args: { method: string }) => (asked.push(args.method), node.request(args as never)) }),
      pollingInterval: 50,
    }),
    wallet: createWalletClient({ account: ACCOUNT, chain, transport: http(anvil.rpcUrl) }),
  }
  await rpc('evm_setAutomine', [false])
})
afterAll(async () => {
  await anvil?.stop()
})

/** Sends the call; once it is pending, the "wallet" replaces it with `replacement` at a far higher fee and a block is mined. */
async function replacedWith(replacement: Record<string, unknown>): Promise<{ result: Promise<Hash>; faster: Hash }> {
  const nonce = Number(await rpc<Hex>('eth_getTransactionCount', [ACCOUNT, 'pending']))
  const ctx = { record: undefined } as unknown as ActionContext
  const result = sendCall(ctx, signer, { to: TOKEN, data: CALL }, 100_000n, 'Approve')
  result.catch(() => undefined)
  asked.splice(0)
  // The receipt wait has seen the original pending (a wallet's speed-up comes seconds later).
  await vi.waitFor(() => expect(asked).toContain('eth_getTransactionByHash'), { timeout: 10_000, interval: 20 })
  const faster = await rpc<Hash>('eth_sendTransaction', [{ from: ACCOUNT, gas: hex(100_000), nonce: hex(nonce), maxFeePerGas: hex(40n * GWEI), maxPriorityFeePerGas: hex(20n * GWEI), ...replacement }])
  await rpc('evm_mine')
  return { result, faster }
}

describe('sendCall with a replaced transaction', () => {
  it('sped up: the outcome names the replacement that mined', async () => {
    const { result, faster } = await replacedWith({ to: TOKEN, data: CALL })
    expect(await result).toBe(faster)
  })

  it('cancelled: a 0-value transfer to oneself in its place is an error, not a success', async () => {
    const { result } = await replacedWith({ to: ACCOUNT, data: '0x', value: '0x0' })
    await expect(result).rejects.toBeInstanceOf(TransactionReplacedError)
  })
})
