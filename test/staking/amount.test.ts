import fc from 'fast-check'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { amount as amountMessages } from '../../src/i18n/en/amount'
import { formatAmount, formatDisplay, parseAmount } from '../../src/staking/amount'

const MAX_UINT256 = 2n ** 256n - 1n
const ok = (input: string, decimals = 18, options = {}) => {
  const r = parseAmount(input, decimals, options)
  if (!r.ok) throw new Error(`expected "${input}" to parse, got: ${r.message}`)
  return r.value
}
const message = (input: string, decimals = 18, options = {}) => {
  const r = parseAmount(input, decimals, options)
  if (r.ok) throw new Error(`expected "${input}" to be rejected, got ${r.value}`)
  return r.message
}

describe('parseAmount / formatAmount', () => {
  it('round-trips every uint256 exactly (6 and 18 decimals)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_UINT256 }), fc.constantFrom(6, 18), (x, d) => {
        expect(ok(formatAmount(x, d), d)).toBe(x)
      }),
      { numRuns: 2000 },
    )
  })

  it('round-trips small amounts and exact powers of ten', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.bigInt({ min: 1n, max: 999n }), fc.constantFrom(6, 18), (exp, mantissa, d) => {
        const x = mantissa * 10n ** BigInt(exp)
        if (x > MAX_UINT256) return
        expect(ok(formatAmount(x, d), d)).toBe(x)
      }),
    )
  })

  it('reads the usual spellings exactly', () => {
    expect(ok('1')).toBe(10n ** 18n)
    expect(ok('1.5')).toBe(15n * 10n ** 17n)
    expect(ok('.5')).toBe(5n * 10n ** 17n)
    expect(ok('5.')).toBe(5n * 10n ** 18n)
    expect(ok('  12.25  ')).toBe(1225n * 10n ** 16n)
    expect(ok('007')).toBe(7n * 10n ** 18n)
    expect(ok('0.000000000000000001')).toBe(1n)
    expect(ok('1.500000000000000000000', 18)).toBe(15n * 10n ** 17n) // trailing zeros beyond 18 are harmless
    expect(ok('0.000001', 6)).toBe(1n)
    expect(ok('123456789.123456', 6)).toBe(123456789123456n)
  })

  it('gives each bad input its own plain sentence', () => {
    expect(message('')).toBe('Enter an amount.')
    expect(message('   ')).toBe('Enter an amount.')
    expect(message('.')).toBe('Enter an amount.')
    expect(message('0')).toBe('Enter an amount greater than 0.')
    expect(message('0.000')).toBe('Enter an amount greater than 0.')
    expect(message('.0')).toBe('Enter an amount greater than 0.')
    expect(message('-5')).toBe('Enter a positive amount.')
    expect(message('-0.5')).toBe('Enter a positive amount.')
    for (const bad of ['abc', '12a', '1.2.3', '0x10', 'Infinity', 'NaN', '1 000', '+5', '--5', '1/2', '５']) {
      expect(message(bad), bad).toBe('Use only digits and one decimal point.')
    }
    for (const exp of ['1e5', '1E5', '1.5e3', '2e-3', '.5e1', '-1e5']) {
      expect(message(exp), exp).toBe('Write the number in full (no exponent like 1e5).')
    }
    expect(message('1,5')).toBe(amountMessages.comma)
    expect(message('1,000.5')).toBe(amountMessages.comma)
    expect(message('0.0000000000000000001', 18, { symbol: 'MANGO' })).toBe('MANGO has at most 18 decimals.')
    expect(message('1.1234567', 6, { symbol: 'USDC' })).toBe('USDC has at most 6 decimals.')
    expect(message('1.5', 0, { symbol: 'NFT' })).toBe('NFT has no decimals: enter a whole number.')
    expect(message('13', 18, { symbol: 'MANGO', max: 125n * 10n ** 17n })).toBe('You only have 12.5 MANGO.')
    expect(message((MAX_UINT256 + 1n).toString(), 0)).toBe('That amount is too large.')
  })

  it('accepts exactly the balance and rejects one unit more', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), (balance) => {
        const max = { symbol: 'MANGO', max: balance }
        expect(ok(formatAmount(balance, 18), 18, max)).toBe(balance)
        expect(message(formatAmount(balance + 1n, 18), 18, max)).toBe(`You only have ${formatDisplay(balance, 18, 18)} MANGO.`)
      }),
    )
  })
})

describe('formatDisplay', () => {
  it('groups thousands and cuts (never rounds up) the fraction', () => {
    expect(formatDisplay(1234567n * 10n ** 18n + 999999n * 10n ** 12n, 18, 4)).toBe('1,234,567.9999')
    expect(formatDisplay(15n * 10n ** 17n, 18, 4)).toBe('1.5')
    expect(formatDisplay(0n, 18, 4)).toBe('0')
    expect(formatDisplay(1n, 18, 4)).toBe('<0.0001')
    expect(formatDisplay(1n, 6, 6)).toBe('0.000001')
    expect(formatDisplay(100_000n * 10n ** 6n, 6, 2)).toBe('100,000')
    expect(formatDisplay(5n, 0, 0)).toBe('5')
  })

  it('never shows more than the value, and less by under one shown digit', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 1, max: 18 }), (x, f) => {
        const shown = formatDisplay(x, 18, f)
        const step = 10n ** BigInt(18 - f)
        if (shown.startsWith('<')) {
          expect(x > 0n && x < step).toBe(true)
          return
        }
        const back = parseUnits(shown.replace(/,/g, ''), 18)
        expect(back <= x && x - back < step).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})
