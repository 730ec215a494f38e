/**
 * Sign-in messages as other EIP-4361 clients make them (the `siwe` package, Swift and Kotlin
 * clients, AppKit's SIWX, Python and Rust libraries), each signed with a real key and sent
 * through the kit's own handlers: all 19 sign in. Then the rules on parsed values: the
 * domain's host and port, user info, the scheme, and times compared as the instants they name.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { CHAIN_ID, ORIGIN } from './kitHarness'
import { HTTPS_ORIGIN, rfc3339, signInWith, siweText, V6_ORIGIN, type Build } from './siweMessages'

const alice = privateKeyToAccount(generatePrivateKey())
const MINUTE = 60_000
const signIn = (build: Build, origin = ORIGIN) => signInWith(build, origin, alice)

const host = new URL(ORIGIN).host
const base = { domain: host, uri: ORIGIN, chainId: CHAIN_ID }
const recap = 'urn:recap:eyJhdHQiOnsiaHR0cHM6Ly9leGFtcGxlLmNvbSI6eyJjcnVkL3JlY29yZC9yZWFkIjpbe31dfX19'

const samples: [string, Build, string?][] = [
  ['viem createSiweMessage (the site\'s own client)', ({ nonce, address, now }) => createSiweMessage({ ...base, version: '1', nonce, address: address as `0x${string}`, issuedAt: new Date(now) })],
  ['siwe package: statement, milliseconds, resources', ({ now }) => ({ ...base, statement: 'Sign in to the app.', issuedAt: rfc3339(now), resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', `${ORIGIN}/claims.json`] })],
  ['siwe package with its scheme field', ({ now }) => ({ ...base, scheme: 'http', statement: 'Sign in to the app.', issuedAt: rfc3339(now) })],
  ['Swift (ISO8601DateFormatter): no fraction', ({ now }) => ({ ...base, statement: 'Sign in', issuedAt: rfc3339(now, { digits: 0 }) })],
  ['Swift: no fraction, expiration time', ({ now }) => ({ ...base, issuedAt: rfc3339(now, { digits: 0 }), expirationTime: rfc3339(now + 10 * MINUTE, { digits: 0 }) })],
  ['Kotlin (OffsetDateTime): +01:00 and milliseconds', ({ now }) => ({ ...base, statement: 'Sign in', issuedAt: rfc3339(now, { offsetMinutes: 60 }) })],
  ['Kotlin: -07:00 without fraction', ({ now }) => ({ ...base, issuedAt: rfc3339(now, { digits: 0, offsetMinutes: -420 }) })],
  ['Kotlin (Instant): microseconds', ({ now }) => ({ ...base, issuedAt: rfc3339(now, { digits: 6 }) })],
  ['Python: microseconds and +00:00', ({ now }) => ({ ...base, issuedAt: rfc3339(now, { digits: 6, numeric: true }) })],
  ['Rust: nanoseconds, +05:30', ({ now }) => ({ ...base, issuedAt: rfc3339(now, { digits: 9, offsetMinutes: 330 }) })],
  ['RFC 3339 lowercase t and z', ({ now }) => ({ ...base, issuedAt: rfc3339(now, { lower: true }) })],
  ['domain with user info', ({ now }) => ({ ...base, domain: `test@${host}`, issuedAt: rfc3339(now, { digits: 0 }) })],
  ['domain with user and password and a scheme', ({ now }) => ({ ...base, scheme: 'http', domain: `user:secret@${host}`, issuedAt: rfc3339(now) })],
  ['IPv6 authority', ({ now }) => ({ ...base, domain: '[::1]:4173', uri: `${V6_ORIGIN}/login`, issuedAt: rfc3339(now) }), V6_ORIGIN],
  ['IPv6 authority spelt in full, with scheme', ({ now }) => ({ ...base, scheme: 'http', domain: '[0:0:0:0:0:0:0:1]:4173', uri: V6_ORIGIN, issuedAt: rfc3339(now, { digits: 0 }) }), V6_ORIGIN],
  ['https site, no port, no statement', ({ now }) => ({ ...base, domain: 'app.example', uri: `${HTTPS_ORIGIN}/`, issuedAt: rfc3339(now) }), HTTPS_ORIGIN],
  ['request id and not-before', ({ now }) => ({ ...base, issuedAt: rfc3339(now), notBefore: rfc3339(now - MINUTE, { digits: 0 }), requestId: 'a1b2-c3d4' })],
  [
    'AppKit SIWX: statement, expiration, request id, ReCap resource',
    ({ now }) => ({ ...base, statement: 'Please sign with your account', issuedAt: rfc3339(now), expirationTime: rfc3339(now + 5 * MINUTE), requestId: 'siwx-1', resources: [recap] }),
  ],
  ['address all lowercase (no checksum to check)', ({ nonce, address, now }) => siweText({ ...base, nonce, address: address.toLowerCase(), issuedAt: rfc3339(now) })],
]

describe('@porch/kit/server: messages as other clients make them sign in', () => {
  it('has the 19 samples', () => expect(samples).toHaveLength(19))
  it.each(samples)('%s', async (_, build, origin) => {
    const res = await signIn(build, origin)
    expect([res.status, res.body]).toEqual([200, { address: alice.address, chainId: CHAIN_ID }])
    expect(res.me).toBe(200)
  })
})

describe('@porch/kit/server: rules on the parsed values', () => {
  const refused = async (build: Build, code: string, origin = ORIGIN): Promise<void> => {
    const res = await signIn(build, origin)
    expect([res.status, (res.body as { error?: string }).error]).toEqual([400, code])
    expect(res.me).toBe(401)
  }
  it('the host, port and scheme are the site\'s however spelt (case, default port, empty port, IPv6 form, leading zeros)', async () => {
    expect((await signIn(({ now }) => ({ ...base, scheme: 'HTTPS', domain: 'APP.Example:443', uri: HTTPS_ORIGIN, issuedAt: rfc3339(now) }), HTTPS_ORIGIN)).status).toBe(200)
    expect((await signIn(({ now }) => ({ ...base, domain: 'app.example:', uri: HTTPS_ORIGIN, issuedAt: rfc3339(now) }), HTTPS_ORIGIN)).status).toBe(200)
    expect((await signIn(({ now }) => ({ ...base, domain: '[::0.0.0.1]:04173', uri: V6_ORIGIN, issuedAt: rfc3339(now) }), V6_ORIGIN)).status).toBe(200)
  })
  it.each<[string, Build, string?]>([
    ['user info in front of another host', ({ now }) => ({ ...base, domain: `127.0.0.1@evil.example`, issuedAt: rfc3339(now) })],
    ['another port', ({ now }) => ({ ...base, domain: '127.0.0.1:4174', issuedAt: rfc3339(now) })],
    ['no port where the site has one', ({ now }) => ({ ...base, domain: '127.0.0.1', issuedAt: rfc3339(now) })],
    ['port 80 on an https site', ({ now }) => ({ ...base, domain: 'app.example:80', uri: HTTPS_ORIGIN, issuedAt: rfc3339(now) }), HTTPS_ORIGIN],
    ['another IPv6 address', ({ now }) => ({ ...base, domain: '[::2]:4173', uri: V6_ORIGIN, issuedAt: rfc3339(now) }), V6_ORIGIN],
    ['an IPvFuture literal', ({ now }) => ({ ...base, domain: '[v1.1]:4173', uri: V6_ORIGIN, issuedAt: rfc3339(now) }), V6_ORIGIN],
    ['a percent-encoded host', ({ now }) => ({ ...base, domain: 'app%2Eexample', uri: HTTPS_ORIGIN, issuedAt: rfc3339(now) }), HTTPS_ORIGIN],
    ['a scheme other than the site\'s', ({ now }) => ({ ...base, scheme: 'https', issuedAt: rfc3339(now) })],
  ])('wrong_domain: %s', async (_, build, origin) => {
    await refused(build, 'wrong_domain', origin)
  })
  it('a URI with user info, or outside the site, is wrong_uri', async () => {
    await refused(({ now }) => ({ ...base, uri: 'http://me@127.0.0.1:4173/', issuedAt: rfc3339(now) }), 'wrong_uri')
    await refused(({ now }) => ({ ...base, uri: 'urn:isbn:0451450523', issuedAt: rfc3339(now) }), 'wrong_uri')
  })
  it('a Chain ID with leading zeros is the same chain; another is wrong_chain', async () => {
    expect((await signIn(({ now }) => ({ ...base, chainId: `000${CHAIN_ID}`, issuedAt: rfc3339(now) }))).status).toBe(200)
    await refused(({ now }) => ({ ...base, chainId: `${CHAIN_ID}${'0'.repeat(20)}`, issuedAt: rfc3339(now) }), 'wrong_chain')
  })
  it('times compare as the instants they name, not as their digits', async () => {
    // Expired a minute ago, written at +09:00: its digits look 9 hours ahead of UTC.
    await refused(({ now }) => ({ ...base, issuedAt: rfc3339(now), expirationTime: rfc3339(now - MINUTE, { offsetMinutes: 540 }) }), 'message_expired')
    // Valid from 5 minutes ahead, written at -10:00: its digits look hours in the past.
    await refused(({ now }) => ({ ...base, issuedAt: rfc3339(now), notBefore: rfc3339(now + 5 * MINUTE, { offsetMinutes: -600 }) }), 'message_not_yet_valid')
    // Issued 2 minutes ahead, written at -05:00.
    await refused(({ now }) => ({ ...base, issuedAt: rfc3339(now + 2 * MINUTE, { offsetMinutes: -300 }) }), 'issued_in_future')
    // Issued 11 minutes ago (past the nonce's 10), written at +14:00.
    await refused(({ now }) => ({ ...base, issuedAt: rfc3339(now - 11 * MINUTE, { offsetMinutes: 840 }), expirationTime: rfc3339(now + MINUTE) }), 'message_too_old')
    // Expires in 2 minutes, written at -12:00: its digits look 12 hours past.
    expect((await signIn(({ now }) => ({ ...base, issuedAt: rfc3339(now), expirationTime: rfc3339(now + 2 * MINUTE, { offsetMinutes: -720 }) }))).status).toBe(200)
  })
})
