import { describe, expect, it } from 'vitest'
import { sanitizeAvatarUrl, sanitizeName } from '../../lib/core/ens'

describe('sanitizeName', () => {
  it('accepts plain names and rejects empty, huge, control and bidi-override names', () => {
    expect(sanitizeName('alice.eth')).toBe('alice.eth')
    expect(sanitizeName('🥭.eth')).toBe('🥭.eth')
    expect(sanitizeName('')).toBeNull()
    expect(sanitizeName(42)).toBeNull()
    expect(sanitizeName(`${'a'.repeat(252)}.eth`)).toBeNull()
    expect(sanitizeName('ali\u0000ce.eth')).toBeNull()
    expect(sanitizeName('hte.\u202Eeth')).toBeNull()
  })
})

describe('sanitizeAvatarUrl', () => {
  it('allows https and data:image only', () => {
    expect(sanitizeAvatarUrl('https://example.com/a.png')).toBe('https://example.com/a.png')
    expect(sanitizeAvatarUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(sanitizeAvatarUrl('http://example.com/a.png')).toBeNull()
    expect(sanitizeAvatarUrl('javascript:alert(1)')).toBeNull()
    expect(sanitizeAvatarUrl('data:text/html,<script>alert(1)</script>')).toBeNull()
    expect(sanitizeAvatarUrl('blob:https://example.com/x')).toBeNull()
    expect(sanitizeAvatarUrl(`data:image/png;base64,${'A'.repeat(100_000)}`)).toBeNull()
    expect(sanitizeAvatarUrl(null)).toBeNull()
  })
})
