/**
 * (a) Any message EIP-4361's grammar accepts and the rules allow (the site's host and port
 * however spelt, any user info, any statement, request id and resources, times in any RFC
 * 3339 style), signed by a random key, signs in through the kit's handlers.
 * (b) Any one-character change (insert, delete, replace) of such a signed message, sent with
 * its signature, is refused, by the grammar, a rule or the signature, and no session follows.
 */
import fc from 'fast-check'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { CHAIN_ID, ORIGIN } from './kitHarness'
import { anyCase, ipv6Spelling, pchar, queryOrFragment, requestId, statement, timeStyle, uri, userinfo } from './siweArbitraries'
import { HTTPS_ORIGIN, rfc3339, signInWith, siweText, V6_ORIGIN, type Build } from './siweMessages'

const MINUTE = 60_000

/** The site's authority as a message may spell it: [ userinfo "@" ] host [ ":" port ]. */
const sites = [
  { origin: ORIGIN, host: fc.constant('127.0.0.1'), port: fc.constantFrom('4173', '04173', '0004173') },
  { origin: V6_ORIGIN, host: ipv6Spelling([0, 0, 0, 0, 0, 0, 0, 1]).map((a) => `[${a}]`), port: fc.constantFrom('4173', '04173') },
  { origin: HTTPS_ORIGIN, host: anyCase('app.example'), port: fc.constantFrom(undefined, '', '443', '0443') },
] as const

const message = fc.constantFrom(...sites).chain((site) =>
  fc.record({
    origin: fc.constant(site.origin),
    scheme: fc.option(anyCase(new URL(site.origin).protocol.slice(0, -1)), { nil: undefined }),
    userinfo: fc.option(userinfo, { nil: undefined }),
    host: site.host,
    port: site.port,
    statement: fc.option(statement, { nil: undefined }),
    uriScheme: anyCase(new URL(site.origin).protocol.slice(0, -1)),
    path: fc.array(fc.array(pchar, { maxLength: 5 }).map((c) => c.join('')), { maxLength: 3 }).map((s) => s.map((x) => `/${x}`).join('')),
    query: fc.option(queryOrFragment, { nil: undefined }),
    fragment: fc.option(queryOrFragment, { nil: undefined }),
    chainZeros: fc.integer({ min: 0, max: 3 }),
    issuedAgo: fc.integer({ min: 0, max: 9 * MINUTE }),
    issuedStyle: timeStyle,
    expiresIn: fc.option(fc.integer({ min: MINUTE, max: 24 * 60 * MINUTE }), { nil: undefined }),
    expiresStyle: timeStyle,
    notBeforeAgo: fc.option(fc.integer({ min: -30_000, max: 24 * 60 * MINUTE }), { nil: undefined }),
    notBeforeStyle: timeStyle,
    requestId: fc.option(requestId, { nil: undefined }),
    resources: fc.option(fc.array(uri, { maxLength: 3 }), { nil: undefined }),
    addressCase: fc.constantFrom('eip55', 'lower', 'upper'),
    prefix: fc.constantFrom('0x', '0X'),
  }),
)
type Drawn = typeof message extends fc.Arbitrary<infer T> ? T : never

const build =
  (m: Drawn): Build =>
  ({ nonce, address, now }) => {
    const site = new URL(m.origin)
    const hex = address.slice(2)
    return siweText({
      scheme: m.scheme,
      domain: `${m.userinfo === undefined ? '' : `${m.userinfo}@`}${m.host}${m.port === undefined ? '' : `:${m.port}`}`,
      address: m.prefix + (m.addressCase === 'eip55' ? hex : m.addressCase === 'lower' ? hex.toLowerCase() : hex.toUpperCase()),
      statement: m.statement,
      uri: `${m.uriScheme}://${site.host}${m.path}${m.query === undefined ? '' : `?${m.query}`}${m.fragment === undefined ? '' : `#${m.fragment}`}`,
      chainId: `${'0'.repeat(m.chainZeros)}${CHAIN_ID}`,
      nonce,
      issuedAt: rfc3339(now - m.issuedAgo, m.issuedStyle),
      ...(m.expiresIn === undefined ? {} : { expirationTime: rfc3339(now + m.expiresIn, m.expiresStyle) }),
      ...(m.notBeforeAgo === undefined ? {} : { notBefore: rfc3339(now - m.notBeforeAgo, m.notBeforeStyle) }),
      ...(m.requestId === undefined ? {} : { requestId: m.requestId }),
      ...(m.resources === undefined ? {} : { resources: m.resources }),
    })
  }

/** One character changed: inserted, deleted or replaced, at any position. */
const mutation = fc.record({
  kind: fc.constantFrom('insert', 'delete', 'replace'),
  at: fc.nat(),
  char: fc.oneof(fc.constantFrom('\n', '\r', ' ', ':', '/', '@', '0', 'a', 'A', '-', '.', '%', 'é'), fc.string({ minLength: 1, maxLength: 1 })),
})

describe('@porch/kit/server: EIP-4361 messages, by property', () => {
  it('(a) every message the grammar accepts and the rules allow, signed, signs in', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(message, async (m) => {
        const account = privateKeyToAccount(generatePrivateKey())
        const res = await signInWith(build(m), m.origin, account)
        expect([res.status, res.body, res.me], res.message).toEqual([200, { address: account.address, chainId: CHAIN_ID }, 200])
      }),
      { numRuns: 80 },
    )
  })

  it('(b) every one-character change of a signed message is refused, and signs no one in', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(message, mutation, async (m, change) => {
        const account = privateKeyToAccount(generatePrivateKey())
        // The original is never sent: its nonce stays unspent for the changed message.
        const { client, message: original, signature } = await signInWith(build(m), m.origin, account, { send: false })
        const at = change.at % (original.length + (change.kind === 'insert' ? 1 : 0))
        const replaced = change.kind === 'replace' && original[at] === change.char ? (change.char === 'x' ? 'y' : 'x') : change.char
        const changed = change.kind === 'insert' ? original.slice(0, at) + change.char + original.slice(at) : original.slice(0, at) + (change.kind === 'replace' ? replaced : '') + original.slice(at + 1)
        const res = await client.call('POST', 'verify', { message: changed, signature })
        expect(res.status, changed).not.toBe(200)
        expect(await client.me()).toBe(401)
      }),
      { numRuns: 80 },
    )
  })
})
