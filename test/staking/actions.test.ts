/**
 * The staking read and write paths against a real local chain (anvil + our contracts),
 * driven the way the screen drives them: connect the devnet wallet, then stake, harvest,
 * unstake; plus the failures a user can hit.
 */
import { createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getBlock, getTransactionCount, readContract, waitForTransactionReceipt } from 'viem/actions'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { plantedMangoAbi as generatedPMangoAbi } from '../../contracts/generated'
import { connect } from '../../lib/core/actions/connect'
import { disconnect } from '../../lib/core/actions/disconnect'
import type { Config } from '../../lib/core/config'
import { DEV_ACCOUNT, DEV_PRIVATE_KEY } from '../../scripts/devnet'
import { erc20Abi } from '../../src/staking/abi'
import { runStakingAction, type ActionContext, type ActionStep } from '../../src/staking/actions'
import { receiptEventsOf } from '../../src/history/receiptEvents'
import { formatDisplay } from '../../src/staking/amount'
import { actions } from '../../src/i18n/en/actions'
import { numberSupport } from '../../src/i18n/numbers'
import { siteCatalogue, siteText } from '../../src/i18n/siteCatalogue'
import { harvestBase, harvestFloor } from '../../src/staking/harvestFloor'
import { getBalance } from '../../lib/core/actions/getBalance'
import { rejectingWallet, startHarness, type Harness } from './devnetHarness'
import { readStakingState } from './readState'

let h: Harness
let config: Config
let steps: ActionStep[]
/** What the actions added to the config's Recent Transactions (through the kit's `recent` option), oldest first. */
const recorded = () => [...config.transactions.getTransactions(DEV_ACCOUNT, config.chains[0].id)].reverse()

const MANGO = (n: string) => parseUnits(n, 18)
const ctx = (c: Config = config): ActionContext => ({
  config: c,
  addresses: h.deployment,
  tokens: h.tokens,
  onStep: (s) => steps.push(s),
})
const read = (c: Config = config) => readStakingState(c, h.deployment, DEV_ACCOUNT)

beforeAll(async () => {
  h = await startHarness()
  config = h.makeConfig()
  await connect(config, { connector: 'devnet' })
}, 120_000)
afterAll(async () => {
  await h?.stop()
})
beforeEach(() => {
  steps = []
  config.transactions.clearTransactions(DEV_ACCOUNT, config.chains[0].id)
  // Failures are logged for developers; keep the test output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('reads', () => {
  it('one refresh, together with the native balance, is ONE HTTP request', async () => {
    h.posts.length = 0
    const [balance, state] = await Promise.all([getBalance(config, { address: DEV_ACCOUNT }), read()])
    expect(h.posts.map((p) => p.methods)).toEqual([['eth_call']]) // one multicall: the block time rides in it too
    expect(balance.value).toBeGreaterThan(0n)
    expect(state.mangoBalance).toBe(1_000_000n * 10n ** 18n)
    expect(state.treasuryBalance).toBe(100_000n * 10n ** 6n)
    expect(state.blockTimestamp).toBe((await getBlock(config.getClient())).timestamp) // Multicall3's getCurrentBlockTimestamp
    expect(state.pausedActions).toEqual({ stake: false, unstake: false, harvest: false }) // probed in that same request
  })

  it('without a wallet reads the public numbers only', async () => {
    const state = await readStakingState(config, h.deployment)
    expect(state.treasuryBalance).toBe(100_000n * 10n ** 6n)
    expect(state.mangoBalance).toBe(0n)
    expect(state.pendingReward).toBe(0n)
  })
})

describe('stake, harvest, unstake', () => {
  it('stake approves exactly the amount, then plants it to the own address', async () => {
    const before = await read()
    expect(before.allowance).toBe(0n)
    h.posts.length = 0
    const outcome = await runStakingAction('stake', ctx(), MANGO('100'))
    expect(outcome).toMatchObject({ status: 'success', message: 'Staked 100 MANGO.' })
    expect(steps).toEqual(['approving', 'staking'])
    // Page requests before the refresh: plant check, approve receipt, plant estimate, plant receipt.
    expect(h.posts.length).toBeLessThanOrEqual(4)
    expect(recorded().map((t) => t.description)).toEqual(['Approve 100 MANGO', 'Stake 100 MANGO'])
    const after = await read()
    expect(after.mangoBalance).toBe(before.mangoBalance - MANGO('100'))
    expect(after.pMangoBalance).toBe(MANGO('100'))
    expect(after.totalStaked).toBe(MANGO('100'))
    expect(after.allowance).toBe(0n) // exactly the amount was approved, and used
  })

  it('stake skips the approval when the allowance already covers the amount', async () => {
    const wallet = createWalletClient({ account: privateKeyToAccount(DEV_PRIVATE_KEY), transport: http(h.devnet.anvil.rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: h.deployment.mango,
      abi: erc20Abi,
      functionName: 'approve',
      args: [h.deployment.pMango, MANGO('50')],
    })
    await waitForTransactionReceipt(config.getClient(), { hash })
    const outcome = await runStakingAction('stake', ctx(), MANGO('20.5'))
    expect(outcome).toMatchObject({ status: 'success', message: 'Staked 20.5 MANGO.' })
    expect(steps).toEqual(['staking'])
    expect(recorded().map((t) => t.description)).toEqual(['Stake 20.5 MANGO'])
    expect((await read()).pMangoBalance).toBe(MANGO('120.5'))
  })

  it('the live harvestable never shows more than the chain later pays', async () => {
    const state = await read()
    const readAt = Date.now()
    const hour = 3600
    await h.testClient.increaseTime({ seconds: hour })
    await h.testClient.mine({ blocks: 1 })
    const later = await read()
    const shown = harvestFloor(harvestBase(state, readAt), readAt + hour * 1000)
    expect(shown).toBeGreaterThan(state.pendingReward)
    expect(shown).toBeLessThanOrEqual(later.pendingReward)
    // ...and is close: within 1 % of what accrued.
    expect(Number(later.pendingReward - shown)).toBeLessThan(Number(later.pendingReward - state.pendingReward) / 100)
  })

  it('harvest pays the reward to the own address and says how much', async () => {
    const usdcBefore = await readContract(config.getClient(), {
      address: h.deployment.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [DEV_ACCOUNT],
    })
    const { pendingReward } = await read()
    expect(pendingReward).toBeGreaterThan(0n)
    const outcome = await runStakingAction('harvest', ctx())
    expect(outcome.status).toBe('success')
    expect(steps).toEqual(['harvesting'])
    const usdcAfter = await readContract(config.getClient(), {
      address: h.deployment.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [DEV_ACCOUNT],
    })
    const paid = usdcAfter - usdcBefore
    expect(paid).toBeGreaterThanOrEqual(pendingReward)
    expect(outcome).toMatchObject({ message: `Harvested ${formatDisplay(paid, 6, 6)} USDC.` })
    // Recent Transactions says what the receipt paid, in the result's digits, not the estimate at the click.
    expect(recorded()[0]?.description).toBe(`Harvest ${formatDisplay(paid, 6, 6)} USDC`)
    // The history has the receipt's own Harvest event already, before any log scan.
    const [event] = receiptEventsOf(config.chains[0].id, h.deployment.pMango, DEV_ACCOUNT).filter((e) => e.kind === 'harvest')
    expect(event).toMatchObject({ amount: paid, txHash: outcome.status === 'success' ? outcome.hashes[0] : undefined })
    expect((await read()).pendingReward).toBe(0n)
  })

  it('unstake burns pMANGO and returns MANGO to the own address', async () => {
    const before = await read()
    const outcome = await runStakingAction('unstake', ctx(), MANGO('40'))
    expect(outcome).toMatchObject({ status: 'success', message: 'Unstaked 40 MANGO.' })
    expect(recorded().map((t) => t.description)).toEqual(['Unstake 40 MANGO'])
    const after = await read()
    expect(after.pMangoBalance).toBe(before.pMangoBalance - MANGO('40'))
    expect(after.mangoBalance).toBe(before.mangoBalance + MANGO('40'))
  })

  it('writes amounts grouped as the screen does, in the reader\'s locale', async () => {
    await Promise.all([siteCatalogue.load('de'), numberSupport.load('de')])
    const german = siteText('de', 'actions', actions)
    const staked = await runStakingAction('stake', { ...ctx(), locale: 'de' }, MANGO('1234.5'))
    expect(staked).toMatchObject({ status: 'success', message: german('staked', { amount: '1.234,5 MANGO' }) })
    expect(recorded().map((t) => t.description)).toEqual([german('approveDescription', { amount: '1.234,5 MANGO' }), german('stakeDescription', { amount: '1.234,5 MANGO' })])
    expect(await runStakingAction('unstake', ctx(), MANGO('1234.5'))).toMatchObject({ status: 'success', message: 'Unstaked 1,234.5 MANGO.' })
  })
})

describe('failures, in plain words', () => {
  it('unstaking more than staked is refused before anything is sent', async () => {
    const { pMangoBalance } = await read()
    const nonce = await getTransactionCount(config.getClient(), { address: DEV_ACCOUNT })
    const outcome = await runStakingAction('unstake', ctx(), pMangoBalance + 1n)
    expect(outcome).toEqual({ status: 'error', message: `You only have ${formatDisplay(pMangoBalance, 18, 18)} pMANGO.` })
    expect(recorded()).toEqual([])
    expect(await getTransactionCount(config.getClient(), { address: DEV_ACCOUNT })).toBe(nonce)
  })

  it('a paused contract says staking is paused', async () => {
    const owner = createWalletClient({ account: privateKeyToAccount(DEV_PRIVATE_KEY), transport: http(h.devnet.anvil.rpcUrl) })
    const pause = (functionName: 'pause' | 'unpause') =>
      owner
        .writeContract({ chain: null, address: h.deployment.pMango, abi: generatedPMangoAbi, functionName })
        .then((hash) => waitForTransactionReceipt(config.getClient(), { hash }))
    await pause('pause')
    try {
      const state = await read()
      expect(state.paused).toBe(true) // read in the same multicall as the numbers
      // Simulated in that multicall too: our contracts stop plant and harvest, never unplant.
      expect(state.pausedActions).toEqual({ stake: true, unstake: false, harvest: true })
      const nonce = await getTransactionCount(config.getClient(), { address: DEV_ACCOUNT })
      // More than the allowance: the approve path. The plant check fails first, so the
      // wallet is never asked for an approval that could not lead to a stake.
      expect(state.allowance).toBeLessThan(MANGO('1000'))
      expect(await runStakingAction('stake', ctx(), MANGO('1000'))).toMatchObject({ status: 'error', message: 'Staking is paused right now.' })
      expect(await runStakingAction('stake', ctx(), MANGO('1'))).toMatchObject({ status: 'error', message: 'Staking is paused right now.' })
      expect(await runStakingAction('harvest', ctx())).toMatchObject({ status: 'error', message: 'Staking is paused right now.' })
      expect(steps).toEqual([]) // the wallet was never asked
      expect(recorded()).toEqual([])
      expect(await getTransactionCount(config.getClient(), { address: DEV_ACCOUNT })).toBe(nonce)
      // Our contracts let principal leave while paused: unstake is simulated, not refused on the flag.
      expect(await runStakingAction('unstake', ctx(), MANGO('1'))).toMatchObject({ status: 'success', message: 'Unstaked 1 MANGO.' })
      expect(steps).toEqual(['unstaking'])
    } finally {
      await pause('unpause')
    }
  })

  it('a plant check with no real answer (a node that drops the state override) sends nothing and says so', async () => {
    const nonce = await getTransactionCount(config.getClient(), { address: DEV_ACCOUNT })
    h.proxy.setMode('noOverride')
    try {
      // Every route asks the plant check before any prompt.
      const outcome = await runStakingAction('stake', ctx(), MANGO('1'))
      expect(outcome).toEqual({
        status: 'error',
        message: 'The network could not check that your stake would go through, so nothing was sent. Please try again in a moment.',
      })
    } finally {
      h.proxy.setMode('pass')
    }
    expect(h.posts.flatMap((p) => p.methods)).toContain('eth_call')
    expect(steps).toEqual([]) // the wallet was never asked
    expect(recorded()).toEqual([])
    expect(await getTransactionCount(config.getClient(), { address: DEV_ACCOUNT })).toBe(nonce)
  })

  it('a rejection in the wallet ends quietly', async () => {
    const c = h.makeConfig([rejectingWallet(() => config.getConnector('devnet')!.getProvider())])
    await connect(c, { connector: 'rejecting' })
    const before = await read(c)
    expect(await runStakingAction('unstake', ctx(c), MANGO('1'))).toEqual({ status: 'rejected' })
    expect((await read(c)).pMangoBalance).toBe(before.pMangoBalance)
  })

  it('a wallet on another network cannot send', async () => {
    const c = h.makeConfig()
    await connect(c, { connector: 'devnet' })
    c.store.setState((s) => ({ ...s, chainId: 1 }))
    expect(await runStakingAction('stake', ctx(c), MANGO('1'))).toEqual({
      status: 'error',
      message: 'Your wallet is on another network. Switch to Mango devnet to continue.',
    })
    expect(steps).toEqual([])
  })

  it('without a connected wallet every action does nothing', async () => {
    const c = h.makeConfig()
    await connect(c, { connector: 'devnet' })
    await disconnect(c)
    h.posts.length = 0
    for (const kind of ['stake', 'unstake', 'harvest'] as const) {
      expect(await runStakingAction(kind, ctx(c), MANGO('1'))).toEqual({ status: 'skipped' })
    }
    expect(h.posts).toEqual([])
    expect(steps).toEqual([])
  })

  it('an unreachable node is a network message', async () => {
    await h.stop()
    try {
      const outcome = await runStakingAction('unstake', ctx(), MANGO('1'))
      expect(outcome).toEqual({ status: 'error', message: 'Could not reach the network. Check your connection and try again.' })
    } finally {
      h = undefined as unknown as Harness // already stopped
    }
  })
})
