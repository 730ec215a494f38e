import { describe, expect, it } from 'vitest'
import {
  abbreviateNumber,
  explorerAddressUrl,
  explorerTxUrl,
  formatDisplayBalance,
  shortenAddress,
  truncateName,
} from '../../lib/core/format'

describe('shortenAddress', () => {
  it('keeps strings of 7 characters', () => {
    expect(shortenAddress('1234567')).toBe('1234567')
    expect(shortenAddress('')).toBe('')
  })
  it('shortens strings of 8 characters or more to first 4 … last 4', () => {
    expect(shortenAddress('12345678')).toBe('1234…5678')
    expect(shortenAddress('123456789')).toBe('1234…6789')
  })
  it('counts the 0x prefix in the first 4 characters (the rule applied literally)', () => {
    expect(shortenAddress('0x1234567890AbcdEF1234567890aBcdef12345678')).toBe('0x12…5678')
  })
  it('does not split surrogate pairs', () => {
    expect(shortenAddress('🥭🥭🥭🥭abcdEFGH')).toBe('🥭🥭🥭🥭…EFGH')
  })
})

describe('truncateName', () => {
  it('keeps names of 24 characters', () => {
    const name = 'abcdefghijklmnopqrst.eth'
    expect(name).toHaveLength(24)
    expect(truncateName(name)).toBe(name)
  })
  it('truncates names of 25 characters to 24, keeping the .eth suffix', () => {
    const name = 'abcdefghijklmnopqrstu.eth'
    expect(name).toHaveLength(25)
    const out = truncateName(name)
    expect(out).toBe('abcdefghijklmnopqrs….eth')
    expect(Array.from(out)).toHaveLength(24)
  })
  it('truncates names without a suffix', () => {
    expect(truncateName('x'.repeat(25))).toBe(`${'x'.repeat(23)}…`)
  })
  it('counts code points (emoji names)', () => {
    const name = `${'🥭'.repeat(21)}.eth` // 25 code points, 46 UTF-16 units
    const out = truncateName(name)
    expect(out).toBe(`${'🥭'.repeat(19)}….eth`)
    expect(truncateName(`${'🥭'.repeat(20)}.eth`)).toBe(`${'🥭'.repeat(20)}.eth`)
  })
})

describe('abbreviateNumber', () => {
  it('shows 10 000 as is and abbreviates 10 001', () => {
    expect(abbreviateNumber(10_000)).toBe('10,000')
    expect(abbreviateNumber(10_001)).toBe('10k')
    expect(abbreviateNumber(10_000.5)).toBe('10k')
    expect(abbreviateNumber(10_150)).toBe('10.1k')
  })
  it('uses k, m, b, t', () => {
    expect(abbreviateNumber(12_345)).toBe('12.3k')
    expect(abbreviateNumber(1_000_000)).toBe('1m')
    expect(abbreviateNumber(2_560_000_000)).toBe('2.5b')
    expect(abbreviateNumber(7_000_000_000_000)).toBe('7t')
    expect(abbreviateNumber(2e15)).toBe('2,000t')
  })
  it('truncates at the suffix edges instead of rounding up', () => {
    expect(abbreviateNumber(999_999)).toBe('999.9k')
    expect(abbreviateNumber(999_999_999)).toBe('999.9m')
    expect(abbreviateNumber(999_999_999_999)).toBe('999.9b')
    expect(abbreviateNumber(1_000_000_000_000)).toBe('1t')
    expect(abbreviateNumber(1_049_999)).toBe('1m')
    expect(abbreviateNumber(1_050_000)).toBe('1m')
    expect(abbreviateNumber(1_100_000)).toBe('1.1m')
  })
  it('shows sensible decimals at or below 10 000', () => {
    expect(abbreviateNumber(0)).toBe('0')
    expect(abbreviateNumber(1234.5678)).toBe('1,234.5')
    expect(abbreviateNumber(99.999)).toBe('99.99')
    expect(abbreviateNumber(100)).toBe('100')
    expect(abbreviateNumber(12.3)).toBe('12.3')
    expect(abbreviateNumber(0.29)).toBe('0.29')
    expect(abbreviateNumber(0.9999)).toBe('0.999')
    expect(abbreviateNumber(0.001)).toBe('0.001')
    expect(abbreviateNumber(0.0009)).toBe('<0.001')
    expect(abbreviateNumber(1e-9)).toBe('<0.001')
  })
  it('handles negatives and non-finite values', () => {
    expect(abbreviateNumber(-12_345)).toBe('-12.3k')
    expect(abbreviateNumber(-1.5)).toBe('-1.5')
    expect(abbreviateNumber(Number.NaN)).toBe('NaN')
  })
})

describe('formatDisplayBalance', () => {
  it('formats token amounts with their decimals and symbol', () => {
    expect(formatDisplayBalance(0n, 18, 'MANGO')).toBe('0 MANGO')
    expect(formatDisplayBalance(1_234_567n * 10n ** 18n, 18, 'MANGO')).toBe('1.2m MANGO')
    expect(formatDisplayBalance(10_000n * 10n ** 6n, 6, 'USDC')).toBe('10,000 USDC')
    expect(formatDisplayBalance(10_000_000_001n, 6, 'USDC')).toBe('10k USDC')
    expect(formatDisplayBalance(1_500_000n, 6, 'USDC')).toBe('1.5 USDC')
    expect(formatDisplayBalance(123_456_789_000_000_000n, 18, 'ETH')).toBe('0.123 ETH')
    expect(formatDisplayBalance(1n, 18, 'ETH')).toBe('<0.001 ETH')
    expect(formatDisplayBalance(5n, 0, '')).toBe('5')
  })
  it('rejects impossible decimals', () => {
    expect(() => formatDisplayBalance(1n, -1, 'X')).toThrow(RangeError)
    expect(() => formatDisplayBalance(1n, 1.5, 'X')).toThrow(RangeError)
  })
})

describe('explorer links', () => {
  const hash = `0x${'ab'.repeat(32)}`
  const address = '0x1234567890AbcdEF1234567890aBcdef12345678'
  it('builds {explorer}/tx/{hash} and {explorer}/address/{address}', () => {
    expect(explorerTxUrl('https://zkevm.polygonscan.com', hash)).toBe(`https://zkevm.polygonscan.com/tx/${hash}`)
    expect(explorerAddressUrl('https://zkevm.polygonscan.com/', address)).toBe(
      `https://zkevm.polygonscan.com/address/${address}`,
    )
  })
  it('never builds a non-http link', () => {
    expect(explorerTxUrl('javascript:alert(1)//', hash)).toBeUndefined()
    expect(explorerAddressUrl('not a url', address)).toBeUndefined()
  })
  it('encodes the path part', () => {
    expect(explorerTxUrl('https://x.test', '../a?b')).toBe('https://x.test/tx/..%2Fa%3Fb')
  })
})
