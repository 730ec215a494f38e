import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../../lib/core/i18n/message'
import { tokensFor } from '../../src/config/tokens'
import { productionDeployment } from '../../src/config/deployment'
import type { summary } from '../../src/i18n/en/summary'
import de from '../../src/i18n/locales/de'
import { numberSupport } from '../../src/i18n/numbers'
import { summaryRows, type SummaryLanguage } from '../../src/staking/plan/summary'

const tokens = tokensFor(productionDeployment)
const M = (n: string) => parseUnits(n, 18)
const units = { mango: tokens.mango, pMango: tokens.pMango, native: { symbol: 'ETH', decimals: 18 } }

describe('the stake summary in German', () => {
  it('words every line from the catalogue and writes numbers the German way', async () => {
    await numberSupport.load('de')
    const german: SummaryLanguage = { t: (key: keyof typeof summary, params) => formatMessage('de', de.summary[key], params), locale: 'de' }
    const preview = { status: 'ready', route: 'approve-then-plant', confirmations: 2, fee: parseUnits('0.0001234', 18) } as const
    const rows = summaryRows('stake', M('1234.5'), { staked: M('100'), total: M('300') }, preview, true, units, german)
    expect(rows.map((r) => [r.term, r.value])).toEqual([
      ['Du gibst', '1.234,5 MANGO'],
      ['Du bekommst', '1.234,5 pMANGO'],
      // (100 + 1234.5) / (300 + 1234.5) = 86.966 %, cut
      ['Dein Anteil am Pool danach', '86,96 %'],
      ['Bestätigungen in der Wallet', '2 (Freigeben, dann staken)'],
      ['Netzwerkgebühr', 'etwa 0,000123 ETH'],
    ])
    expect(summaryRows('unstake', M('1'), { staked: M('1'), total: M('2') }, undefined, true, units, german).at(-1)?.value).toBe('Wird geprüft…')
  })
})
