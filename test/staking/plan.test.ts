/**
 * The stake plan on a real local chain: which route `planStake` picks for each wallet
 * (plain, batching, Safe) and allowance, that it reads everything in ONE request, that a
 * stake sends exactly the planned calls and reuses a fresh plan instead of reading again,
 * and that the fee it estimates is close to what the transactions cost.
 */
import { createWalletClient, decodeFunctionData, http, parseUnits, type EIP1193Provider, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getGasPrice, getTransactionReceipt, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { plantedMangoAbi as generatedPMangoAbi } from '../../contracts/generated'
import { injected } from '../../lib/connectors/injected'
import type { Eip1193 } from '../../lib/connectors/eip1193'
import { connect } from '../../lib/core/actions/connect'
import type { Config } from '../../lib/core/config'
import type { CreateConnectorFn } from '../../lib/core/types'
import { DEV_ACCOUNT, DEV_PRIVATE_KEY } from '../../scripts/devnet'
import { erc20Abi, plantedMangoAbi } from '../../src/staking/abi'
import { previewStakingAction, runStakingAction, type ActionContext } from '../../src/staking/actions'
import type { ActionPlan } from '../../src/staking/actions/plan'
import { planAhead, PLAN_FRESH_MS } from '../../src/staking/actions/planCache'
import { planStake } from '../../src/staking/actions/planStake'
import { planUnstake } from '../../src/staking/actions/planUnstake'
import { NetworkTimeoutError } from '../../src/staking/errors'
import { startHarness, type Harness } from './devnetHarness'

let h: Harness
const MANGO = (n: string) => parseUnits(n, 18)
const sent: { to: string; data: Hex }[] = []

/**
 * The devnet wallet behind another face: it logs the transactions it is asked to send,
 * answers wallet_getCapabilities with atomic batching when `atomic`, and reports itself
 * as a Safe when `safe` (planning only: its proposals are not sent here).
 */
function wallet(id: string, config: () => Config, o: { atomic?: boolean; safe?: boolean } = {}): CreateConnectorFn {
  const inner = () => config().getConnector('devnet')!.getProvider() as Promise<EIP1193Provider>
  const provider: Eip1193 = {
    on: () => undefined,
    removeListener: () => undefined,
    request: (async (args: { method: string; params?: unknown }) => {
      if (args.method === 'wallet_getCapabilities' && o.atomic) return { [`0x${h.deployment.chainId.toString(16)}`]: { atomic: { status: 'supported' } } }
      if (args.method === 'eth_sendTransaction') {
        const [tx] = args.params as [{ to: string; data: Hex }]
        sent.push({ to: tx.to, data: tx.data })
      }
      return (await inner()).request(args as never)
    }) as Eip1193['request'],
  }
  const make = injected({ id, name: id, provider })
  return (ctx) => ({ ...make(ctx), ...(o.safe ? { type: 'safe' } : {}) })
}

async function connected(id: string, o: { atomic?: boolean; safe?: boolean } = {}): Promise<Config> {
  const config: Config = h.makeConfig([wallet(id, () => config, o)])
  await connect(config, { connector: id })
  return config
}

const ctx = (config: Config): ActionContext => ({ config, addresses: h.deployment, tokens: h.tokens })
const decoded = (plan: ActionPlan) =>
  plan.calls.map((c) => ({ to: c.to, ...decodeFunctionData({ abi: [...erc20Abi, ...plantedMangoAbi], data: c.data }) }))
const approve = (n: bigint) => ({ to: h.deployment.mango, functionName: 'approve', args: [h.deployment.pMango, n] })
const plant = (n: bigint) => ({ to: h.deployment.pMango, functionName: 'plant', args: [n, DEV_ACCOUNT] })
const methods = () => h.posts.flatMap((r) => r.methods)

async function approveDirectly(amount: bigint) {
  const owner = createWalletClient({ account: privateKeyToAccount(DEV_PRIVATE_KEY), transport: http(h.devnet.anvil.rpcUrl) })
  const hash = await owner.writeContract({ chain: null, address: h.deployment.mango, abi: erc20Abi, functionName: 'approve', args: [h.deployment.pMango, amount] })
  await waitForTransactionReceipt(h.makeConfig().getClient(), { hash })
}

beforeAll(async () => {
  h = await startHarness()
}, 120_000)
afterAll(async () => {
  await h?.stop()
})
beforeEach(() => {
  sent.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('planStake picks the route', () => {
  it('a plain wallet short of allowance: approve exactly the amount, then plant; 2 confirmations; all read in ONE request, ONE eth_call', async () => {
    const config = await connected('plain')
    h.posts.length = 0
    const plan = (await planStake(ctx(config), MANGO('100')))!
    expect(h.posts).toHaveLength(1)
    // The allowance and the plant check in one Multicall3 aggregate; the rest are estimates and the gas price.
    expect(methods().filter((m) => m === 'eth_call')).toHaveLength(1)
    expect(plan.route).toBe('approve-then-plant')
    expect(plan.confirmations).toBe(2)
    expect(decoded(plan)).toEqual([approve(MANGO('100')), plant(MANGO('100'))])
    const gasPrice = await getGasPrice(config.getClient())
    expect(plan.fee!.gasPrice).toBe(gasPrice)
    expect(plan.fee!.fee).toBe(plan.fee!.gas * gasPrice)
  })

  it('the stake sends exactly the planned calls, reuses the fresh plan, and costs about the estimated fee', async () => {
    const config = await connected('plain')
    const plan = (await planAhead(ctx(config), 'stake', MANGO('100')))!
    h.posts.length = 0
    const outcome = await runStakingAction('stake', ctx(config), MANGO('100'))
    expect(outcome).toMatchObject({ status: 'success', message: 'Staked 100 MANGO.' })
    expect(sent.map((c) => ({ to: c.to.toLowerCase(), data: c.data }))).toEqual(plan.calls.map((c) => ({ to: c.to.toLowerCase(), data: c.data })))
    // Nothing of the plan was read again: no allowance, no plant check, no gas price.
    expect(methods()).not.toContain('eth_gasPrice')
    expect(methods().filter((m) => m === 'eth_call')).toEqual([])
    const hashes = outcome.status === 'success' ? outcome.hashes : []
    const receipts = await Promise.all(hashes.map((hash) => getTransactionReceipt(config.getClient(), { hash })))
    const paid = receipts.reduce((sum, r) => sum + r.gasUsed * r.effectiveGasPrice, 0n)
    const gasUsed = receipts.reduce((sum, r) => sum + r.gasUsed, 0n)
    // The estimate covers what was used, without inventing much more (payout path aside).
    expect(plan.fee!.gas).toBeGreaterThanOrEqual(gasUsed)
    expect(plan.fee!.gas).toBeLessThan((gasUsed * 13n) / 10n)
    expect(Number(plan.fee!.fee)).toBeGreaterThan(Number(paid) * 0.5)
    expect(Number(plan.fee!.fee)).toBeLessThan(Number(paid) * 2)
  })

  it('an old plan, or one for another amount, is not reused: the click plans again', async () => {
    const config = await connected('plain')
    await planAhead(ctx(config), 'stake', MANGO('3'))
    h.posts.length = 0
    expect(await runStakingAction('stake', ctx(config), MANGO('2'))).toMatchObject({ status: 'success' })
    expect(methods()).toContain('eth_gasPrice')

    await planAhead(ctx(config), 'stake', MANGO('2'))
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + PLAN_FRESH_MS + 1)
    try {
      h.posts.length = 0
      expect(await runStakingAction('stake', ctx(config), MANGO('2'))).toMatchObject({ status: 'success' })
      expect(methods()).toContain('eth_gasPrice')
    } finally {
      vi.mocked(Date.now).mockRestore()
    }
  })

  it('with the allowance in place: the plant alone, one confirmation, with its gas limit', async () => {
    await approveDirectly(MANGO('50'))
    const config = await connected('plain')
    const plan = (await planStake(ctx(config), MANGO('20')))!
    expect(plan.route).toBe('plant')
    expect(plan.confirmations).toBe(1)
    expect(decoded(plan)).toEqual([plant(MANGO('20'))])
    expect(plan.gasLimit).toBeGreaterThan(plan.fee!.gas)
  })

  it('a batching wallet (EIP-5792 atomic): one batch of approve + plant, one confirmation; the plant alone when approved', async () => {
    const config = await connected('batching', { atomic: true })
    const short = (await planStake(ctx(config), MANGO('60')))!
    expect(short.route).toBe('batch')
    expect(short.confirmations).toBe(1)
    expect(decoded(short)).toEqual([approve(MANGO('60')), plant(MANGO('60'))])
    expect(short.fee!.gas).toBeGreaterThan(0n)
    expect((await planStake(ctx(config), MANGO('10')))!.route).toBe('plant')
  })

  it('a Safe: one proposal (one confirmation here), with the approval only when needed', async () => {
    const config = await connected('safe', { safe: true })
    const short = (await planStake(ctx(config), MANGO('60')))!
    expect(short).toMatchObject({ route: 'safe', confirmations: 1 })
    expect(decoded(short)).toEqual([approve(MANGO('60')), plant(MANGO('60'))])
    const covered = (await planStake(ctx(config), MANGO('10')))!
    expect(covered).toMatchObject({ route: 'safe', confirmations: 1 })
    expect(decoded(covered)).toEqual([plant(MANGO('10'))])
  })

  it('unstake: the unplant alone (or a Safe proposal), with its fee', async () => {
    const plain = (await planUnstake(ctx(await connected('plain')), MANGO('1')))!
    expect(plain).toMatchObject({ route: 'unplant', confirmations: 1 })
    expect(plain.fee!.fee).toBeGreaterThan(0n)
    expect((await planUnstake(ctx(await connected('safe', { safe: true })), MANGO('1')))!.route).toBe('safe')
  })

  it('paused: the plan says why in words and the wallet is never asked', async () => {
    const owner = createWalletClient({ account: privateKeyToAccount(DEV_PRIVATE_KEY), transport: http(h.devnet.anvil.rpcUrl) })
    const pause = async (functionName: 'pause' | 'unpause') =>
      waitForTransactionReceipt(h.makeConfig().getClient(), {
        hash: await owner.writeContract({ chain: null, address: h.deployment.pMango, abi: generatedPMangoAbi, functionName }),
      })
    await pause('pause')
    try {
      const config = await connected('plain')
      expect(await previewStakingAction('stake', ctx(config), MANGO('1000'))).toEqual({ status: 'error', message: 'Staking is paused right now.' })
      expect(await previewStakingAction('stake', ctx(config), MANGO('1'))).toEqual({ status: 'error', message: 'Staking is paused right now.' })
      expect(await runStakingAction('stake', ctx(config), MANGO('1'))).toMatchObject({ status: 'error', message: 'Staking is paused right now.' })
      expect(sent).toEqual([])
    } finally {
      await pause('unpause')
    }
  })

  it('a node that hangs: planning gives up at the deadline, in words, and the wallet is never asked', async () => {
    const config = await connected('plain')
    h.proxy.setMode('hang')
    try {
      const started = Date.now()
      const fast = { ...ctx(config), prepareTimeout: 300 }
      expect(await previewStakingAction('stake', fast, MANGO('1'))).toEqual({ status: 'error', message: new NetworkTimeoutError().message })
      expect(await runStakingAction('stake', fast, MANGO('1'))).toEqual({ status: 'error', message: new NetworkTimeoutError().message })
      expect(Date.now() - started).toBeLessThan(3_000)
      expect(sent).toEqual([])
    } finally {
      h.proxy.setMode('pass')
    }
  })
})
