import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  CaipError,
  eip155Account,
  eip155ChainId,
  formatAccount,
  formatChain,
  isAccount,
  isChain,
  parseAccount,
  parseChain,
  toEip155Chain,
} from '../../../lib/connectors/walletConnect/caip'

const ADDR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('CAIP-2 chains', () => {
  it('parses and formats namespace:reference', () => {
    expect(parseChain('eip155:1101')).toEqual({ namespace: 'eip155', reference: '1101' })
    expect(parseChain('cosmos:cosmoshub-4')).toEqual({ namespace: 'cosmos', reference: 'cosmoshub-4' })
    expect(formatChain({ namespace: 'eip155', reference: '1101' })).toBe('eip155:1101')
    expect(toEip155Chain(1101)).toBe('eip155:1101')
    expect(eip155ChainId('eip155:1101')).toBe(1101)
  })

  it.each([
    ['1101', /expected "namespace:chainId"/],
    ['eip155:1101:extra', /expected "namespace:chainId"/],
    ['EIP155:1', /namespace must be 3-8 lowercase/],
    ['ab:1', /namespace must be 3-8/],
    ['eip155:', /reference must be 1-32/],
    ['eip155:0x44d', /decimal chain id/],
    ['eip155:01', /decimal chain id/],
    ['solana:' + 'x'.repeat(33), /reference must be 1-32/],
  ])('rejects %s with a clear message', (input, message) => {
    expect(() => parseChain(input)).toThrow(CaipError)
    expect(() => parseChain(input)).toThrow(message)
    expect(isChain(input)).toBe(false)
  })

  it('rejects non-EVM chains where an EVM id is needed, and bad numbers', () => {
    expect(() => eip155ChainId('cosmos:cosmoshub-4')).toThrow(/not an EVM/)
    expect(() => toEip155Chain(0)).toThrow(/positive integer/)
    expect(() => toEip155Chain(1.5)).toThrow(CaipError)
    expect(() => formatChain({ namespace: 'eip155', reference: '1:2' })).toThrow(CaipError)
  })

  it('round-trips any valid EVM chain id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(eip155ChainId(toEip155Chain(id))).toBe(id)
      }),
    )
  })
})

describe('CAIP-10 accounts', () => {
  it('parses and formats namespace:reference:address', () => {
    expect(parseAccount(`eip155:1101:${ADDR}`)).toEqual({ namespace: 'eip155', reference: '1101', address: ADDR })
    expect(eip155Account(`eip155:1101:${ADDR}`)).toEqual({ chainId: 1101, address: ADDR })
    expect(formatAccount({ namespace: 'eip155', reference: '1101', address: ADDR })).toBe(`eip155:1101:${ADDR}`)
    expect(isAccount(`eip155:1101:${ADDR}`)).toBe(true)
  })

  it.each([
    [`eip155:1101`, /expected "namespace:chainId:address"/],
    [`eip155:1101:0x1234`, /0x followed by 40 hexadecimal/],
    [`eip155:1101:${ADDR.slice(0, -1)}g`, /0x followed by 40 hexadecimal/],
    [`eip155:1101:`, /address part is empty/],
    [`eip155:abc:${ADDR}`, /decimal chain id/],
  ])('rejects %s with a clear message', (input, message) => {
    expect(() => parseAccount(input)).toThrow(message)
    expect(isAccount(input)).toBe(false)
  })

  it('round-trips any EVM address on any chain', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        (id, bytes) => {
          const address = `0x${Buffer.from(bytes).toString('hex')}`
          const text = formatAccount({ namespace: 'eip155', reference: String(id), address })
          expect(eip155Account(text)).toEqual({ chainId: id, address })
        },
      ),
    )
  })
})
