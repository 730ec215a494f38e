import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fillPath, SafeServicePathError, type PathParams } from '../../lib/safe/service'

describe('fillPath', () => {
  const template = '/v1/chains/{chainId}/transactions/{transactionId}/x'
  const HASH = `0x${'ab'.repeat(32)}`

  it('substitutes each placeholder, numbers included', () => {
    expect(fillPath(template, { chainId: 1101, transactionId: HASH })).toBe(`/v1/chains/1101/transactions/${HASH}/x`)
    expect(fillPath('/v1/chains/{chainId}/x/{chainId}', { chainId: '5' })).toBe('/v1/chains/5/x/5')
    expect(fillPath('/v1/about', {})).toBe('/v1/about')
  })

  it('refuses to build a path with a parameter missing', () => {
    const partial = { chainId: 1 } as unknown as PathParams<typeof template>
    expect(() => fillPath(template, partial)).toThrow(new SafeServicePathError('transactionId', undefined, 'present', `Missing path parameter "transactionId" for ${template}`))
    expect(() => fillPath(template, { chainId: 1, transactionId: '' })).toThrow(/Missing path parameter "transactionId"/)
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
          expect(() => fillPath(template, { chainId: c, transactionId: h })).toThrow(SafeServicePathError)
          return
        }
        const path = fillPath(template, { chainId: c, transactionId: h })
        expect(path.split('/')).toEqual(['', 'v1', 'chains', c, 'transactions', h, 'x'])
      }),
    )
  })
})
