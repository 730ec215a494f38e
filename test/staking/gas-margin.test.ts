/**
 * Regression: gas estimates run at the latest block's timestamp. When the transaction mines
 * in a later block, the treasury has rewards to stream and plant/unplant/harvest take the
 * payout path, which costs more gas than estimated. The actions add PAYOUT_GAS_MARGIN.
 */
import { parseUnits, type EIP1193Provider } from 'viem'
import { getBlock } from 'viem/actions'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { connect } from '../../lib/core/actions/connect'
import type { Config } from '../../lib/core/config'
import type { Eip1193 } from '../../lib/connectors/eip1193'
import { injected } from '../../lib/connectors/injected'
import { runStakingAction, type ActionContext } from '../../src/staking/actions'
import { startHarness, type Harness } from './devnetHarness'

let h: Harness
let config: Config
let gap = 0
const ctx = (): ActionContext => ({ config, addresses: h.deployment, tokens: h.tokens })

/**
 * A user who takes `gap` seconds to press Confirm: the wallet sends the transaction (with
 * the gas the app estimated) into a block mined `gap` seconds after the latest one.
 */
function slowWallet(inner: () => Promise<EIP1193Provider>) {
  const provider: Eip1193 = {
    on: () => undefined,
    removeListener: () => undefined,
    request: (async (args: { method: string; params?: unknown }) => {
      if (args.method === 'eth_sendTransaction' && gap > 0) {
        const { timestamp } = await getBlock(config.getClient())
        await h.testClient.setNextBlockTimestamp({ timestamp: timestamp + BigInt(gap) })
      }
      return (await inner()).request(args as never)
    }) as Eip1193['request'],
  }
  return injected({ id: 'slow', name: 'Slow wallet', provider })
}

function nextBlockLater(seconds: number) {
  gap = seconds
}

beforeAll(async () => {
  h = await startHarness()
  config = h.makeConfig([slowWallet(() => config.getConnector('devnet')!.getProvider())])
  await connect(config, { connector: 'slow' })
  expect(await runStakingAction('stake', ctx(), parseUnits('100', 18))).toMatchObject({ status: 'success' })
}, 120_000)
afterAll(() => h?.stop())

it('harvest mined after a gap succeeds (payout path)', async () => {
  await nextBlockLater(600)
  expect(await runStakingAction('harvest', ctx())).toMatchObject({ status: 'success' })
})

it('plant mined after a gap succeeds', async () => {
  await nextBlockLater(600)
  expect(await runStakingAction('stake', ctx(), parseUnits('1', 18))).toMatchObject({ status: 'success' })
})

it('unplant mined after a gap succeeds', async () => {
  await nextBlockLater(600)
  expect(await runStakingAction('unstake', ctx(), parseUnits('1', 18))).toMatchObject({ status: 'success' })
})
