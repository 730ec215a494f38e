import { describe, expect, it } from 'vitest'
import type { HistoryEvent } from '../../src/history/events'
import { DAY, realisedYield } from '../../src/history/yield'
import { position } from '../../src/i18n/en/position'
import { siteText } from '../../src/i18n/siteCatalogue'
import { realisedYieldText } from '../../src/staking/parts/yieldUnit'
import { tokens } from '../../src/config'

const t = siteText('en', 'position', position)
const E18 = 10n ** 18n
const T = 1_700_000_000n
const stake = (amount: bigint, timestamp: bigint): HistoryEvent => ({
  kind: 'stake',
  amount,
  blockNumber: 1n,
  logIndex: 0,
  txHash: `0x${'1'.repeat(64)}`,
  timestamp,
})
const shown = (events: HistoryEvent[], harvestable: bigint, now: bigint, staked: bigint) =>
  realisedYieldText(realisedYield(events, harvestable, now, tokens.usdc.address), staked, t, 'en')

describe('"Your realised yield" as shown', () => {
  it('never says "No stake yet" to someone who has just staked (no chain time since the stake)', () => {
    // The numbers are read at the stake's own block: nothing staked for a whole second yet.
    expect(shown([stake(100n * E18, T)], 0n, T, 100n * E18)).toBe('Too early to tell')
    // pMANGO held but the history has no stake of this account yet (e.g. read before the scan saw it).
    expect(shown([], 0n, T, 100n * E18)).toBe('Too early to tell')
  })

  it('says "No stake yet" only to someone who never staked', () => {
    expect(shown([], 0n, T, 0n)).toBe('No stake yet')
  })

  it('shows the figure with its unit once staked for some time', () => {
    // 1 000 MANGO for 1 day earning 1 USDC: 365 USDC per 1,000 MANGO per year.
    expect(shown([stake(1000n * E18, T)], 10n ** BigInt(tokens.usdc.decimals), T + DAY, 1000n * E18)).toBe('365 USDC per 1,000 MANGO per year')
  })
})
