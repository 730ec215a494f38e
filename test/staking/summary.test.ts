import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { tokensFor } from '../../src/config/tokens'
import { productionDeployment } from '../../src/config/deployment'
import { confirmationsText, formatFee, formatShare, giveAndGet, poolShareAfter, summaryRows } from '../../src/staking/plan/summary'

const tokens = tokensFor(productionDeployment)
const M = (n: string) => parseUnits(n, 18)
const ETH = { symbol: 'ETH', decimals: 18 }

describe('the summary under the amount', () => {
  it('says what the user gives and gets, exactly', () => {
    expect(giveAndGet(M('100'), tokens.mango, tokens.pMango)).toEqual(['100 MANGO', '100 pMANGO'])
    expect(giveAndGet(M('1234.000000000000000001'), tokens.pMango, tokens.mango)).toEqual(['1,234.000000000000000001 pMANGO', '1,234.000000000000000001 MANGO'])
  })

  it('computes the pool share after the action (hand-computed)', () => {
    // Stake 100 into a pool of 300 where the user has 100: 200 / 400 = 50 %.
    expect(formatShare(poolShareAfter('stake', M('100'), M('100'), M('300')))).toBe('50%')
    // The first staker owns the whole pool.
    expect(formatShare(poolShareAfter('stake', M('5'), 0n, 0n))).toBe('100%')
    // (0 + 1) / (3 + 1) = 25 %.
    expect(formatShare(poolShareAfter('stake', M('1'), 0n, M('3')))).toBe('25%')
    // Unstake 40 of 100 from a pool of 700: 60 / 660 = 9.0909 %, cut to 9.09 %.
    expect(formatShare(poolShareAfter('unstake', M('40'), M('100'), M('700')))).toBe('9.09%')
    // Unstaking everything leaves no share; a tiny share is not shown as 0.
    expect(formatShare(poolShareAfter('unstake', M('100'), M('100'), M('100')))).toBe('0%')
    expect(formatShare(poolShareAfter('stake', M('1'), 0n, M('1000000')))).toBe('<0.01%')
    expect(formatShare(poolShareAfter('stake', M('1'), 0n, M('9999')))).toBe('0.01%')
  })

  it('shows the fee in the native currency, or says it could not be estimated', () => {
    expect(formatFee(229_207_222_020_786n, ETH)).toBe('about 0.000229 ETH')
    expect(formatFee(1n, ETH)).toBe('about <0.000001 ETH')
    expect(formatFee(undefined, ETH)).toBe('Could not estimate the network fee.')
  })

  it('counts the confirmations on this wallet and names them', () => {
    expect(confirmationsText({ status: 'ready', route: 'approve-then-plant', confirmations: 2 })).toBe('2 (Approve, then stake)')
    expect(confirmationsText({ status: 'ready', route: 'batch', confirmations: 1 })).toBe('1 (Approve and stake in one batch)')
    expect(confirmationsText({ status: 'ready', route: 'safe', confirmations: 1 })).toMatch(/^1 \(.*Safe's signers/)
  })

  it('lists give/get and share at once, then the plan confirmations and fee, or why it cannot be sent', () => {
    const units = { mango: tokens.mango, pMango: tokens.pMango, native: ETH }
    const position = { staked: 0n, total: M('300') }
    const values = (rows: ReturnType<typeof summaryRows>) => Object.fromEntries(rows.map((r) => [r.id, r.value]))
    expect(values(summaryRows('stake', M('100'), position, undefined, true, units))).toEqual({
      give: '100 MANGO',
      get: '100 pMANGO',
      share: '25%',
      confirmations: 'Checking…',
      fee: 'Checking…',
    })
    expect(values(summaryRows('stake', M('100'), position, { status: 'ready', route: 'plant', confirmations: 1, fee: 10n ** 15n }, true, units))).toMatchObject({
      confirmations: '1 (Stake)',
      fee: 'about 0.001 ETH',
    })
    expect(values(summaryRows('stake', M('100'), position, { status: 'error', message: 'Staking is paused right now.' }, true, units))).toEqual({
      give: '100 MANGO',
      get: '100 pMANGO',
      share: '25%',
      problem: 'Staking is paused right now.',
    })
    expect(values(summaryRows('unstake', M('1'), { staked: M('1'), total: M('1') }, undefined, false, units))).toMatchObject({ share: '0%', fee: '–' })
  })
})
