/**
 * Content codings of the production server: the build writes a Brotli and a gzip variant
 * beside each compressible file (scripts/site/precompress.ts), and the server picks one per
 * request by the client's Accept-Encoding (RFC 9110 §12.5.3).
 */

export type Coding = 'br' | 'gzip'

/** The variants a file may have beside it, in the server's order of preference on equal q-values. */
export const VARIANTS: readonly { coding: Coding; suffix: string }[] = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
]

// RFC 9110 §5.6.2 token and §12.4.2 qvalue: "0" to "1" with at most three decimals.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/

/**
 * The q-value the header gives each coding it names (lower case; `x-gzip` counts as gzip,
 * RFC 9110 §8.4.1.3). An element with a malformed token or q-value is ignored rather than
 * guessed at; the first mention of a coding counts.
 */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const element of header.split(',')) {
    const [rawToken = '', ...params] = element.split(';')
    let token = rawToken.trim().toLowerCase()
    if (token === '') continue
    if (!TOKEN.test(token)) continue
    if (token === 'x-gzip') token = 'gzip'
    let q = 1
    let valid = true
    for (const param of params) {
      const eq = param.indexOf('=')
      const name = param.slice(0, eq === -1 ? undefined : eq).trim().toLowerCase()
      if (name !== 'q') continue
      const value = eq === -1 ? '' : param.slice(eq + 1).trim()
      if (!QVALUE.test(value)) valid = false
      else q = Number(value)
    }
    if (valid && !weights.has(token)) weights.set(token, q)
  }
  return weights
}

/**
 * The coding to send, among the `available` variants of a file (the original is always
 * there, as identity):
 *  - no Accept-Encoding header: identity (the client did not ask);
 *  - a coding's weight is its own q-value, else that of `*`, else 0 (not acceptable);
 *  - the highest weight above 0 wins, Brotli before gzip on a tie; identity wins only when
 *    the client names it (or `*`) with a higher q-value than every available coding;
 *  - when the client refuses every available coding: identity, also when it refuses that
 *    too (`identity;q=0`): RFC 9110 lets the server disregard the field rather than answer
 *    406, and a page is better served whole than not at all.
 */
export function chooseEncoding(header: string | undefined, available: readonly Coding[]): Coding | 'identity' {
  if (header === undefined || available.length === 0) return 'identity'
  const weights = parseAcceptEncoding(header)
  const star = weights.get('*')
  const weightOf = (coding: string): number => weights.get(coding) ?? star ?? 0
  let best: Coding | undefined
  let bestQ = 0
  for (const { coding } of VARIANTS) {
    if (!available.includes(coding)) continue
    const q = weightOf(coding)
    if (q > bestQ) {
      best = coding
      bestQ = q
    }
  }
  if (best === undefined) return 'identity'
  const identityQ = weights.get('identity') ?? star
  return identityQ !== undefined && identityQ > bestQ ? 'identity' : best
}
