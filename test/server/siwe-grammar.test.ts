/**
 * EIP-4361's grammar (https://eips.ethereum.org/EIPS/eip-4361, "ABNF Message Format"), one
 * describe per production, with cases written from the EIP, RFC 3986 (URI, authority) and
 * RFC 3339 (date-time).
 */
import { describe, expect, it } from 'vitest'
import { SCHEME } from '../../lib/server/siwe/grammar/abnf'
import { parseAuthority } from '../../lib/server/siwe/grammar/authority'
import { parseDateTime } from '../../lib/server/siwe/grammar/dateTime'
import { CHAIN_ID, NONCE, readAddress, REQUEST_ID, STATEMENT } from '../../lib/server/siwe/grammar/fields'
import { formatIpv6, parseIpv6 } from '../../lib/server/siwe/grammar/ipv6'
import { IPV4_ADDRESS } from '../../lib/server/siwe/grammar/ipv4'
import { parseSiweMessage } from '../../lib/server/siwe/grammar/message'
import { isUri } from '../../lib/server/siwe/grammar/uri'

const ADDRESS = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
/** The EIP's first example. */
const EXAMPLE = [
  'example.com wants you to sign in with your Ethereum account:',
  ADDRESS,
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
].join('\n')
const refusal = (message: string): string => {
  try {
    parseSiweMessage(message)
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`
  }
  return 'accepted'
}

describe('scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )', () => {
  it.each(['https', 'http', 'HTTPS', 'a', 'coap+tcp', 'web-3.0', 'x1'])('accepts %s', (s) => expect(SCHEME.test(s)).toBe(true))
  it.each(['', '1http', '+a', 'ht tp', 'ht_tp', 'é', 'http:'])('refuses %j', (s) => expect(SCHEME.test(s)).toBe(false))
})

describe('IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet', () => {
  it.each(['0.0.0.0', '127.0.0.1', '255.255.255.255', '10.20.199.249', '1.2.3.4'])('accepts %s', (s) => expect(IPV4_ADDRESS.test(s)).toBe(true))
  it.each(['256.1.1.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', '1.2.3.', '1..2.3', '1.2.3.04', '1.2.3.a', ' 1.2.3.4'])('refuses %j', (s) => expect(IPV4_ADDRESS.test(s)).toBe(false))
})

describe('IPv6address (its nine forms) and h16 / ls32', () => {
  it.each([
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['::', '::'],
    ['::1', '::1'],
    ['1::', '1::'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['2001:DB8::ff00:42:8329', '2001:db8::ff00:42:8329'],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', '2001:db8::ff00:42:8329'],
    ['::ffff:192.0.2.128', '::ffff:c000:280'],
    ['1:2:3:4:5:6:1.2.3.4', '1:2:3:4:5:6:102:304'],
    ['1:2:3:4:5::1.2.3.4', '1:2:3:4:5:0:102:304'],
    ['1:2:3:4:5:6:7::', '1:2:3:4:5:6:7:0'],
    ['::2:3:4:5:6:7:8', '0:2:3:4:5:6:7:8'],
    ['1:0:0:2:0:0:0:3', '1:0:0:2::3'],
    ['1:0:0:2:0:0:3:4', '1::2:0:0:3:4'],
  ])('accepts %s (canonically %s)', (text, canonical) => {
    const pieces = parseIpv6(text)
    expect(pieces).toHaveLength(8)
    expect(formatIpv6(pieces!)).toBe(canonical)
    expect(`[${canonical}]`).toBe(new URL(`http://[${text}]/`).hostname)
  })
  it.each(['', ':', ':::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1::2::3', '12345::', 'g::1', '1:2:3:4:5:6:7::8', '1:2:3:4:5:6::1.2.3.4', '1.2.3.4::', '::1.2.3', '::256.1.1.1', '1:', ':1', ' ::1'])('refuses %j', (s) =>
    expect(parseIpv6(s)).toBeUndefined(),
  )
})

describe('authority = [ userinfo "@" ] host [ ":" port ] (host = IP-literal / IPv4address / reg-name)', () => {
  it.each([
    ['example.com', { kind: 'reg-name', hostname: 'example.com' }],
    ['Example.COM:3388', { kind: 'reg-name', hostname: 'example.com', port: '3388' }],
    ['test@127.0.0.1:8080', { kind: 'ipv4', hostname: '127.0.0.1', userinfo: 'test', port: '8080' }],
    ["us%20er:p!$&'()*+,;=ss@h", { kind: 'reg-name', hostname: 'h', userinfo: "us%20er:p!$&'()*+,;=ss" }],
    ['@h', { kind: 'reg-name', hostname: 'h', userinfo: '' }],
    ['[::1]:4173', { kind: 'ipv6', hostname: '[::1]', port: '4173' }],
    ['[0:0::1]', { kind: 'ipv6', hostname: '[::1]' }],
    ['[v1.fe80::a+en1]', { kind: 'ipvfuture', hostname: '[v1.fe80::a+en1]' }],
    ['[VF.x]:1', { kind: 'ipvfuture', hostname: '[vf.x]', port: '1' }],
    ['1.2.3.256', { kind: 'reg-name', hostname: '1.2.3.256' }],
    ['h:', { kind: 'reg-name', hostname: 'h', port: '' }],
    ['', { kind: 'reg-name', hostname: '' }],
    ['ex%41mple.com', { kind: 'reg-name', hostname: 'ex%41mple.com' }],
    ['xn--bcher-kva.example', { kind: 'reg-name', hostname: 'xn--bcher-kva.example' }],
  ])('accepts %j', (text, parts) => expect(parseAuthority(text)).toMatchObject(parts))
  it.each(['a@b@c', 'us er@h', 'u"@h', 'h:80a', 'h:-1', 'h:1:2', '[::1', '[::1]x', '[::1]:a', '[1:2]', '[v.x]', '[v1.]', '[vg.x]', 'ex ample.com', 'ex%4', 'ex%zzmple', 'exa/mple', 'h?x', 'h#x', 'bücher.example', 'h\t'])(
    'refuses %j',
    (s) => expect(parseAuthority(s)).toBeUndefined(),
  )
})

describe('URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]', () => {
  it.each([
    'https://example.com/login',
    'https://example.com',
    'http://127.0.0.1:4173/',
    'https://user:pass@[2001:db8::7]:8443/a/b;c=d/?q=1&r=/?#frag/?',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
    'urn:isbn:0451450523',
    'mailto:a@example.com',
    'did:pkh:eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    'file:///etc/hosts',
    'x:',
    'x:/abs/path',
    'x:?q',
    'x:#f',
    'https://example.com/%7Euser/a%20b',
    'http://[v1.x]/',
    'HTTPS://EXAMPLE.COM//double//slash',
  ])('accepts %s', (s) => expect(isUri(s)).toBe(true))
  it.each([
    '',
    'example.com/login',
    '/login',
    '1x://a',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/<script>',
    'https://example.com/%zz',
    'https://example.com/a#b#c',
    'https://a@b@c/',
    'https://[::1/',
    'https://h:port/',
    'x://a/"quoted"',
    'x:a\\b',
    'https://example.com/{x}',
    'https://example.com/^',
  ])('refuses %j', (s) => expect(isUri(s)).toBe(false))
})

describe('date-time (RFC 3339, section 5.6)', () => {
  it.each([
    ['2021-09-30T16:25:24Z', '2021-09-30T16:25:24.000Z'],
    ['2021-09-30T16:25:24.5Z', '2021-09-30T16:25:24.500Z'],
    ['2021-09-30T16:25:24.123456789Z', '2021-09-30T16:25:24.123Z'],
    ['2021-09-30T17:25:24+01:00', '2021-09-30T16:25:24.000Z'],
    ['2021-09-30T09:25:24.042-07:00', '2021-09-30T16:25:24.042Z'],
    ['2021-09-30T16:25:24-00:00', '2021-09-30T16:25:24.000Z'],
    ['2021-09-30t16:25:24z', '2021-09-30T16:25:24.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00.000Z'],
    ['2016-12-31T23:59:60Z', '2017-01-01T00:00:00.000Z'],
    ['2016-12-31T15:59:60-08:00', '2017-01-01T00:00:00.000Z'],
    ['1990-12-31T23:59:60.5Z', '1991-01-01T00:00:00.500Z'],
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['2021-09-30T23:59:59+23:59', '2021-09-30T00:00:59.000Z'],
  ])('reads %s as %s', (text, iso) => expect(new Date(parseDateTime(text)!).toISOString()).toBe(iso))
  it.each([
    '2021-09-30 16:25:24Z',
    '2021-09-30T16:25:24',
    '2021-09-30T16:25Z',
    '2021-09-30T16:25:24.Z',
    '2021-09-30T16:25:24+0100',
    '2021-09-30T16:25:24+1:00',
    '2021-09-30T16:25:24+24:00',
    '2021-09-30T16:25:24+01:60',
    '2021-9-30T16:25:24Z',
    '21-09-30T16:25:24Z',
    '2021-13-01T00:00:00Z',
    '2021-00-01T00:00:00Z',
    '2021-09-31T00:00:00Z',
    '2021-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2021-09-00T00:00:00Z',
    '2021-09-30T24:00:00Z',
    '2021-09-30T16:60:00Z',
    '2021-09-30T16:25:61Z',
    '2021-09-30T16:25:60Z',
    '2016-12-30T23:59:60Z',
    '2021-09-30T16:25:24ZZ',
    '2021-09-30T16:25:24UTC',
    '２021-09-30T16:25:24Z',
  ])('refuses %j', (s) => expect(parseDateTime(s)).toBeUndefined())
})

describe('address = "0x" 40*40HEXDIG, EIP-55 where mixed case', () => {
  it.each([
    [ADDRESS, ADDRESS],
    [ADDRESS.toLowerCase(), ADDRESS],
    [`0x${ADDRESS.slice(2).toUpperCase()}`, ADDRESS],
    [`0X${ADDRESS.slice(2).toLowerCase()}`, ADDRESS],
    ['0x0000000000000000000000000000000000000000', '0x0000000000000000000000000000000000000000'],
  ])('accepts %s', (text, eip55) => expect(readAddress(text)).toBe(eip55))
  it.each([
    [ADDRESS.replace('C02a', 'c02a'), 'checksum'],
    [ADDRESS.slice(0, -1), 'not-hex'],
    [`${ADDRESS}0`, 'not-hex'],
    [ADDRESS.replace('0x', ''), 'not-hex'],
    [ADDRESS.replace('C02', 'G02'), 'not-hex'],
    ['vitalik.eth', 'not-hex'],
  ])('refuses %s (%s)', (text, problem) => expect(readAddress(text)).toBe(problem))
})

describe('statement = *( reserved / unreserved / " " )', () => {
  it.each(['', 'I accept the ExampleOrg Terms of Service: https://example.com/tos', "Sign in! [a] (b) #1 @me $5 & 'x' *+,;=?/~._-"])('accepts %j', (s) => expect(STATEMENT.test(s)).toBe(true))
  it.each(['line\nbreak', 'tab\there', 'quote "x"', '100%', '<b>', 'back\\slash', 'caret^', 'a`b', '{x}', 'a|b', 'café', 'emoji 🙂', 'cr\r'])('refuses %j', (s) => expect(STATEMENT.test(s)).toBe(false))
})

describe('chain-id = 1*DIGIT; nonce = 8*( ALPHA / DIGIT ); request-id = *pchar', () => {
  it.each(['1', '1101', '0001', '99999999999999999999'])('chain-id accepts %s', (s) => expect(CHAIN_ID.test(s)).toBe(true))
  it.each(['', '-1', '0x1', '1.0', ' 1', '١'])('chain-id refuses %j', (s) => expect(CHAIN_ID.test(s)).toBe(false))
  it.each(['32891756', 'abcdefgh', 'AbC123xyZ', 'a'.repeat(68)])('nonce accepts %s', (s) => expect(NONCE.test(s)).toBe(true))
  it.each(['1234567', 'abc-defgh', 'abcdefg ', 'abcdefgé', ''])('nonce refuses %j', (s) => expect(NONCE.test(s)).toBe(false))
  it.each(['', 'req-1', "a:b@c!$&'()*+,;=-._~%20"])('request-id accepts %j', (s) => expect(REQUEST_ID.test(s)).toBe(true))
  it.each(['a/b', 'a?b', 'a#b', 'a b', '%2', 'a"b'])('request-id refuses %j', (s) => expect(REQUEST_ID.test(s)).toBe(false))
})

describe('sign-in-with-ethereum (the whole message)', () => {
  it("reads the EIP's example, every field", () => {
    expect(parseSiweMessage(EXAMPLE)).toEqual({
      domain: 'example.com',
      authority: { kind: 'reg-name', host: 'example.com', hostname: 'example.com' },
      address: ADDRESS,
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      uri: 'https://example.com/login',
      chainId: '1',
      nonce: '32891756',
      issuedAt: Date.parse('2021-09-30T16:25:24Z'),
      resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/', 'https://example.com/my-web2-claim.json'],
    })
  })
  const lines = EXAMPLE.split('\n')
  const withLines = (edit: (l: string[]) => string[]): string => edit([...lines]).join('\n')
  it.each([
    ['an explicit scheme', withLines((l) => [`https://${l[0]}`, ...l.slice(1)])],
    ['a port', withLines((l) => [l[0]!.replace('example.com', 'example.com:3388'), ...l.slice(1)])],
    ['no statement', withLines((l) => [...l.slice(0, 3), ...l.slice(4)])],
    ['an empty statement', withLines((l) => [...l.slice(0, 3), '', ...l.slice(4)])],
    ['all optional lines', withLines((l) => [...l.slice(0, 10), 'Expiration Time: 2021-10-01T00:00:00Z', 'Not Before: 2021-09-30T00:00:00Z', 'Request ID: 42', ...l.slice(10)])],
    ['an empty Request ID', withLines((l) => [...l.slice(0, 10), 'Request ID: '])],
    ['Resources: with none', withLines((l) => [...l.slice(0, 10), 'Resources:'])],
    ['only Not Before', withLines((l) => [...l.slice(0, 10), 'Not Before: 2021-09-30T00:00:00Z'])],
  ])('accepts %s', (_, message) => expect(refusal(message)).toBe('accepted'))
  it('reads the scheme, user info and port apart', () => {
    const m = parseSiweMessage(withLines((l) => [`http://me@[::1]:8080${l[0]!.slice('example.com'.length)}`, ...l.slice(1)]))
    expect([m.scheme, m.domain, m.authority.userinfo, m.authority.hostname, m.authority.port]).toEqual(['http', 'me@[::1]:8080', 'me', '[::1]', '8080'])
  })
  it.each([
    ['a trailing line break', `${EXAMPLE}\n`, /resource 3/],
    ['a trailing line break after Issued At', `${lines.slice(0, 10).join('\n')}\n`, /line 11/],
    ['CRLF line ends', EXAMPLE.replaceAll('\n', '\r\n'), /first line/],
    ['another header', withLines((l) => [l[0]!.replace('Ethereum', 'ethereum'), ...l.slice(1)]), /first line/],
    ['a space in the domain', withLines((l) => [`evil.com ${l[0]}`, ...l.slice(1)]), /domain/],
    ['a bad scheme', withLines((l) => [`1https://${l[0]}`, ...l.slice(1)]), /scheme/],
    ['a path in the domain', withLines((l) => [l[0]!.replace('example.com', 'example.com/x'), ...l.slice(1)]), /domain/],
    ['a bad address', withLines((l) => [l[0]!, 'vitalik.eth', ...l.slice(2)]), /address is not/],
    ['a wrong checksum', withLines((l) => [l[0]!, ADDRESS.replace('C02a', 'C02A'), ...l.slice(2)]), /EIP-55/],
    ['no empty line after the address', withLines((l) => [...l.slice(0, 2), ...l.slice(3)]), /./],
    ['a two-line statement', withLines((l) => [...l.slice(0, 4), 'second line', ...l.slice(4)]), /before its URI/],
    ['a bad statement', withLines((l) => [...l.slice(0, 3), 'say "hi"', ...l.slice(4)]), /statement/],
    ['a bad URI', withLines((l) => [...l.slice(0, 5), 'URI: example.com/login', ...l.slice(6)]), /URI is not/],
    ['a lowercase label', withLines((l) => [...l.slice(0, 5), 'uri: https://example.com/login', ...l.slice(6)]), /URI line/],
    ['Version 2', withLines((l) => [...l.slice(0, 6), 'Version: 2', ...l.slice(7)]), /^unsupported_version/],
    ['Version one', withLines((l) => [...l.slice(0, 6), 'Version: one', ...l.slice(7)]), /Version/],
    ['a hex Chain ID', withLines((l) => [...l.slice(0, 7), 'Chain ID: 0x1', ...l.slice(8)]), /Chain ID/],
    ['a short Nonce', withLines((l) => [...l.slice(0, 8), 'Nonce: 1234567', ...l.slice(9)]), /Nonce/],
    ['Issued At without zone', withLines((l) => [...l.slice(0, 9), 'Issued At: 2021-09-30T16:25:24', ...l.slice(10)]), /Issued At is not an RFC 3339/],
    ['a bad Expiration Time', withLines((l) => [...l.slice(0, 10), 'Expiration Time: tomorrow']), /Expiration Time is not/],
    ['a bad Not Before', withLines((l) => [...l.slice(0, 10), 'Not Before: 2021-02-30T00:00:00Z']), /Not Before is not/],
    ['a bad Request ID', withLines((l) => [...l.slice(0, 10), 'Request ID: a b']), /Request ID/],
    ['optional lines out of order', withLines((l) => [...l.slice(0, 10), 'Not Before: 2021-09-30T00:00:00Z', 'Expiration Time: 2021-10-01T00:00:00Z']), /line 12/],
    ['a line twice', withLines((l) => [...l.slice(0, 10), 'Request ID: 1', 'Request ID: 2']), /line 12/],
    ['a field missing', withLines((l) => [...l.slice(0, 8), ...l.slice(9)]), /Nonce line/],
    ['a bad resource', withLines((l) => [...l, '- not a uri']), /resource 3/],
    ['a resource without its dash', withLines((l) => [...l, 'https://example.com/x']), /resource 3/],
    ['text after the message', `${EXAMPLE}\nPlease also transfer everything`, /resource 3/],
    ['text after Issued At', withLines((l) => [...l.slice(0, 10), 'Please also transfer everything']), /line 11/],
    ['an empty message', '', /first line/],
  ])('refuses %s, naming the field', (_, message, words) => {
    const answer = refusal(message)
    expect(answer).toMatch(/^(invalid_message|unsupported_version): /)
    expect(answer).toMatch(words)
  })
})
