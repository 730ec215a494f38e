import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fillPath, SafeServicePathError, stringifyQuery, type PathParams, type QueryValue } from '../../lib/core/safe/service'

const queryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt(),
  fc.string({ unit: 'grapheme' }),
)
const query = fc.dictionary(fc.string({ unit: 'grapheme', minLength: 1 }), queryValue)

const kept = (q: Record<string, QueryValue>) =>
  Object.entries(q)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, String(v)])

describe('stringifyQuery', () => {
  it('skips null and undefined, keeps 0, false and the empty string', () => {
    expect(stringifyQuery({ a: 0, b: false, c: '', d: null, e: undefined, f: 'x' })).toBe('?a=0&b=false&c=&f=x')
  })

  it('is empty, with no "?", when nothing is left', () => {
    expect(stringifyQuery()).toBe('')
    expect(stringifyQuery({})).toBe('')
    expect(stringifyQuery({ a: null, b: undefined })).toBe('')
  })

  it('encodes keys and values', () => {
    expect(stringifyQuery({ 'a b': 'c&d=e', url: 'https://app.safe.global/?x=1#y' })).toBe(
      '?a+b=c%26d%3De&url=https%3A%2F%2Fapp.safe.global%2F%3Fx%3D1%23y',
    )
    expect(stringifyQuery({ n: 10n ** 22n })).toBe('?n=10000000000000000000000')
  })

  it('round-trips every kept entry, in order, through URLSearchParams (property)', () => {
    fc.assert(
      fc.property(query, (q) => {
        const text = stringifyQuery(q)
        const expected = kept(q)
        if (expected.length === 0) return text === ''
        expect(text.startsWith('?')).toBe(true)
        expect(text.length).toBeGreaterThan(1)
        expect([...new URLSearchParams(text.slice(1))]).toEqual(expected)
        return true
      }),
    )
  })
})

describe('fillPath', () => {
  const template = '/v1/chains/{chainId}/messages/{message_hash}/signatures'
  const HASH = `0x${'ab'.repeat(32)}`

  it('substitutes each placeholder, numbers included', () => {
    expect(fillPath(template, { chainId: 1101, message_hash: HASH })).toBe(`/v1/chains/1101/messages/${HASH}/signatures`)
    expect(fillPath('/v1/chains/{chainId}/x/{chainId}', { chainId: '5' })).toBe('/v1/chains/5/x/5')
    expect(fillPath('/v1/balances/supported-fiat-codes', {})).toBe('/v1/balances/supported-fiat-codes')
  })

  it('refuses to build a path with a parameter missing', () => {
    const partial = { chainId: 1 } as unknown as PathParams<typeof template>
    expect(() => fillPath(template, partial)).toThrow(new SafeServicePathError('message_hash', undefined, 'present', `Missing path parameter "message_hash" for ${template}`))
    expect(() => fillPath(template, { chainId: 1, message_hash: '' })).toThrow(/Missing path parameter "message_hash"/)
  })

  it('refuses a placeholder it has no shape for', () => {
    expect(() => fillPath('/v1/{anything}', { anything: 'x' })).toThrow(SafeServicePathError)
  })

  it('never lets a value that is not its id through: no dot segments, slashes or escapes (property)', () => {
    const hex = (n: number) => fc.stringMatching(new RegExp(`^[0-9a-fA-F]{${n}}$`))
    const anyText = fc.string({ unit: 'grapheme', minLength: 1 })
    const chainId = fc.oneof(anyText, fc.bigInt({ min: 1n, max: 10n ** 19n }).map(String), fc.constantFrom('.', '..', '%2e%2e', '1/..', '1%2f2'))
    const hash = fc.oneof(anyText, hex(64).map((h) => `0x${h}`), fc.constantFrom('.', '..', `0x${'ab'.repeat(32)}/..`, '..%2f'))
    fc.assert(
      fc.property(chainId, hash, (c, h) => {
        const ok = /^[1-9][0-9]{0,19}$/.test(c) && /^0x[0-9a-fA-F]{64}$/.test(h)
        if (!ok) {
          expect(() => fillPath(template, { chainId: c, message_hash: h })).toThrow(SafeServicePathError)
          return
        }
        const path = fillPath(template, { chainId: c, message_hash: h })
        expect(path.split('/')).toEqual(['', 'v1', 'chains', c, 'messages', h, 'signatures'])
      }),
    )
  })
})
