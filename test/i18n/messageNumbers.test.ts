/**
 * Every message that carries a number writes it as the screen writes that number: grouped,
 * with the locale's separators ("You only have 999,940 MANGO." under "Available: 999,940
 * MANGO", never "999940"). Each message is rendered with large values in English and in
 * locales that group differently (de: 999.940, hi: 9,99,940, ar: Intl's), and compared with
 * the on-screen text of the same number (formatDisplay) and with the locale's own Intl text.
 */
import { parseUnits, zeroAddress } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMessage } from '../../lib/core/i18n/message'
import type { Locale } from '../../lib/core/i18n/locales'
import { kitCatalogue } from '../../lib/core/i18n/kitCatalogue'
import { account } from '../../lib/core/i18n/en/account'
import { signIn } from '../../lib/core/i18n/en/signIn'
import { safeProgressMessage } from '../../lib/core/safe/progress'
import { tokensFor } from '../../src/config/tokens'
import { productionDeployment } from '../../src/config/deployment'
import { actions } from '../../src/i18n/en/actions'
import { amount } from '../../src/i18n/en/amount'
import { errors } from '../../src/i18n/en/errors'
import { safeQueue } from '../../src/i18n/en/safeQueue'
import { summary } from '../../src/i18n/en/summary'
import { numberSupport } from '../../src/i18n/numbers'
import { siteCatalogue, siteText } from '../../src/i18n/siteCatalogue'
import { formatAmount, formatDisplay, formatTokenAmount, parseAmount } from '../../src/staking/amount'
import { describeRevert } from '../../src/staking/errors'
import { summaryRows } from '../../src/staking/plan/summary'

const tokens = tokensFor(productionDeployment)
const { mango, pMango, usdc } = tokens
const ETH = { symbol: 'ETH', decimals: 18 }
const LOCALES: Locale[] = ['en', 'de', 'hi', 'ar']
/** The two values each message is rendered with, as decimal text. */
const VALUES = ['999940', '1234567.891']

/** How each locale writes the values, by hand where the grouping differs from English. */
const WRITTEN: Record<string, Record<string, string>> = {
  en: { '999940': '999,940', '1234567.891': '1,234,567.891' },
  de: { '999940': '999.940', '1234567.891': '1.234.567,891' },
  hi: { '999940': '9,99,940', '1234567.891': '12,34,567.891' },
}
/** The locale's own writing of a decimal text (Intl formats decimal strings exactly). */
const intl = (text: string, locale: Locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(text as unknown as number)

beforeAll(async () => {
  for (const locale of LOCALES) await Promise.all([siteCatalogue.load(locale), kitCatalogue.load(locale), numberSupport.load(locale)])
})

describe.each(LOCALES)('numbers in messages, %s', (locale) => {
  describe.each(VALUES)('%s', (text) => {
    const screen = (token: { decimals: number; symbol: string }) => `${formatDisplay(parseUnits(text, token.decimals), token.decimals, token.decimals, locale)} ${token.symbol}`

    it('the on-screen number is grouped the way the locale groups it', () => {
      const shown = formatDisplay(parseUnits(text, 18), 18, 18, locale)
      expect(shown).toBe(intl(text, locale))
      if (WRITTEN[locale]) expect(shown).toBe(WRITTEN[locale][text])
    })

    it('the amount field: "You only have …"', () => {
      const max = parseUnits(text, mango.decimals)
      const t = siteText(locale, 'amount', amount)
      const typed = formatAmount(max + 1n, mango.decimals, locale) // one unit more, typed the locale's way
      expect(parseAmount(typed, mango.decimals, { symbol: mango.symbol, max, locale, t })).toEqual({ ok: false, message: t('overBalance', { amount: screen(mango) }) })
      expect(parseAmount(typed, mango.decimals, { symbol: mango.symbol, max, locale, t })).toMatchObject({ message: expect.stringContaining(intl(text, locale)) })
    })

    it('a revert for too little balance: "You only have …"', () => {
      const balance = parseUnits(text, pMango.decimals)
      const message = describeRevert({ errorName: 'ERC20InsufficientBalance', args: [zeroAddress, balance, balance + 1n] }, { symbol: pMango.symbol, decimals: pMango.decimals, locale })
      expect(message).toBe(siteText(locale, 'errors', errors)('onlyHave', { amount: screen(pMango) }))
      expect(message).toContain(intl(text, locale))
    })

    it('the actions: descriptions and results', () => {
      const t = siteText(locale, 'actions', actions)
      for (const key of ['stakeDescription', 'approveDescription', 'staked', 'unstakeDescription', 'unstaked'] as const) {
        const message = t(key, { amount: formatTokenAmount(parseUnits(text, mango.decimals), mango, locale) })
        expect(message, key).toContain(screen(mango))
        expect(message, key).toContain(intl(text, locale))
      }
      const harvested = t('harvested', { amount: formatTokenAmount(parseUnits(text, usdc.decimals), usdc, locale) })
      expect(harvested).toContain(`${intl(text, locale)} ${usdc.symbol}`)
    })

    it("the Safe queue's proposals", () => {
      const t = siteText(locale, 'safeQueue', safeQueue)
      for (const key of ['stake', 'unstake', 'approve'] as const) {
        expect(t(key, { amount: formatTokenAmount(parseUnits(text, mango.decimals), mango, locale) })).toContain(intl(text, locale))
      }
    })

    it('the stake summary: give, get and the fee', () => {
      const value = parseUnits(text, mango.decimals)
      const language = { t: siteText(locale, 'summary', summary), locale }
      const preview = { status: 'ready', route: 'plant', confirmations: 1, fee: parseUnits(text, ETH.decimals) } as const
      const rows = Object.fromEntries(summaryRows('stake', value, { staked: 0n, total: 0n }, preview, true, { mango, pMango, native: ETH }, language).map((r) => [r.id, r.value]))
      expect(rows.give).toBe(screen(mango))
      expect(rows.get).toBe(screen(pMango))
      expect(rows.fee).toContain(`${intl(text, locale)} ${ETH.symbol}`)
    })
  })

  it("the kit's counts (Recent Transactions, a Safe's confirmations and owners)", () => {
    const n = 999_940
    const shown = formatDisplay(BigInt(n), 0, 0, locale)
    const kit = kitCatalogue.get(locale)
    const accountText = (key: keyof typeof account, params: Record<string, number>) => formatMessage(locale, kit?.account[key] ?? account[key], params)
    expect(accountText('transactionN', { n })).toContain(shown)
    const progress = safeProgressMessage({ state: 'awaiting_confirmations', confirmations: n, required: n + 1 })
    expect(accountText(progress.key, progress.params!)).toContain(shown)
    expect(accountText('safeThreshold', { threshold: n, owners: n })).toContain(shown)
    expect(formatMessage(locale, kit?.signIn.safeWaiting ?? signIn.safeWaiting, { confirmations: n, required: n })).toContain(shown)
  })
})
