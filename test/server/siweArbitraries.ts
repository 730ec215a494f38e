/**
 * fast-check arbitraries for EIP-4361's productions, built from the ABNF (the EIP, RFC 3986,
 * RFC 3339) rather than from the parser's expressions, so the property test checks one
 * against the other.
 */
import fc from 'fast-check'

const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const DIGIT = '0123456789'
const HEXDIG = '0123456789abcdefABCDEF'
const UNRESERVED = `${ALPHA}${DIGIT}-._~`
const SUB_DELIMS = "!$&'()*+,;="
const GEN_DELIMS = ':/?#[]@'

const char = (set: string): fc.Arbitrary<string> => fc.constantFrom(...set)
const text = (unit: fc.Arbitrary<string>, maxLength = 12, minLength = 0): fc.Arbitrary<string> => fc.array(unit, { minLength, maxLength }).map((a) => a.join(''))
const pctEncoded = fc.tuple(char(HEXDIG), char(HEXDIG)).map(([a, b]) => `%${a}${b}`)
const mostly = (common: string, rare: fc.Arbitrary<string>): fc.Arbitrary<string> => fc.oneof({ weight: 6, arbitrary: char(common) }, { weight: 1, arbitrary: rare })
export const pchar = mostly(`${UNRESERVED}${SUB_DELIMS}:@`, pctEncoded)
/** Each letter in either case. */
export const anyCase = (s: string): fc.Arbitrary<string> => fc.array(fc.boolean(), { minLength: s.length, maxLength: s.length }).map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c.toLowerCase())).join(''))

export const scheme = fc.tuple(char(ALPHA), text(char(`${ALPHA}${DIGIT}+-.`), 6)).map(([a, b]) => a + b)
export const userinfo = text(mostly(`${UNRESERVED}${SUB_DELIMS}:`, pctEncoded), 10)
export const port = text(char(DIGIT), 5)
export const ipv4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }).map((o) => o.join('.'))
export const regName = text(mostly(`${UNRESERVED}${SUB_DELIMS}`, pctEncoded), 16)
export const ipvFuture = fc.tuple(text(char(HEXDIG), 3, 1), text(char(`${UNRESERVED}${SUB_DELIMS}:`), 8, 1)).map(([v, rest]) => `v${v}.${rest}`)

/** Piece values that are often zero, so "::" has runs to stand for. */
const pieces = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff })), { minLength: 8, maxLength: 8 })

/**
 * One of the ways RFC 3986's IPv6address spells `address`: leading zeros or not, either case,
 * the last 32 bits dotted or not, any one run of zero pieces (of one or more) written "::".
 */
export function ipv6Spelling(address: readonly number[]): fc.Arbitrary<string> {
  return fc.record({ pad: fc.boolean(), upper: fc.boolean(), dotted: fc.boolean(), run: fc.nat() }).map(({ pad, upper, dotted, run }) => {
    const hex = address.map((p) => {
      const h = p.toString(16)
      return upper ? (pad ? h.padStart(4, '0') : h).toUpperCase() : pad ? h.padStart(4, '0') : h
    })
    const h16Count = dotted ? 6 : 8
    const tokens = dotted ? [...hex.slice(0, 6), [address[6]! >> 8, address[6]! & 255, address[7]! >> 8, address[7]! & 255].join('.')] : hex
    const runs: [number, number][] = []
    for (let i = 0; i < h16Count; i++) {
      if (address[i] !== 0) continue
      let j = i
      while (j < h16Count && address[j] === 0) j++
      for (let s = i; s < j; s++) for (let e = s + 1; e <= j; e++) runs.push([s, e])
      i = j
    }
    if (runs.length === 0 || run % (runs.length + 1) === runs.length) return tokens.join(':')
    const [s, e] = runs[run % (runs.length + 1)]!
    const after = dotted ? [...hex.slice(e, 6), tokens[6]!] : hex.slice(e)
    return `${hex.slice(0, s).join(':')}::${after.join(':')}`
  })
}
export const ipv6 = pieces.chain(ipv6Spelling)

export const host = fc.oneof(ipv4, regName, ipv6.map((a) => `[${a}]`), ipvFuture.map((a) => `[${a}]`))
export const authority = fc.tuple(fc.option(userinfo), host, fc.option(port)).map(([u, h, p]) => `${u === null ? '' : `${u}@`}${h}${p === null ? '' : `:${p}`}`)
const segment = text(pchar, 6)
const segmentNz = text(pchar, 6, 1)
const pathAbempty = fc.array(segment, { maxLength: 3 }).map((s) => s.map((x) => `/${x}`).join(''))
const pathRootless = fc.tuple(segmentNz, pathAbempty).map(([a, b]) => a + b)
const hierPart = fc.oneof(
  fc.tuple(authority, pathAbempty).map(([a, p]) => `//${a}${p}`),
  fc.option(pathRootless).map((p) => `/${p ?? ''}`),
  pathRootless,
  fc.constant(''),
)
export const queryOrFragment = text(fc.oneof({ weight: 6, arbitrary: pchar }, { weight: 1, arbitrary: char('/?') }), 10)
export const uri = fc.tuple(scheme, hierPart, fc.option(queryOrFragment), fc.option(queryOrFragment)).map(([s, h, q, f]) => `${s}:${h}${q === null ? '' : `?${q}`}${f === null ? '' : `#${f}`}`)

export const statement = text(mostly(`${UNRESERVED} `, char(`${GEN_DELIMS}${SUB_DELIMS}`)), 40)
export const requestId = text(pchar, 16)

/** How a date-time is written: RFC 3339 allows each of these for one instant. */
export const timeStyle = fc.record({ digits: fc.integer({ min: 0, max: 9 }), offsetMinutes: fc.integer({ min: -(23 * 60 + 59), max: 23 * 60 + 59 }), numeric: fc.boolean(), lower: fc.boolean() })
