import { isIPv4, isIPv6 } from 'node:net'

/**
 * The rate-limit key of a client address. One IPv6 subscriber gets a whole /64 (2^64
 * addresses), so IPv6 clients are keyed by their /64, whatever the textual form (compressed,
 * expanded, upper case, a zone id); an IPv4-mapped address (::ffff:a.b.c.d, as a dual-stack
 * socket reports IPv4 peers) is the IPv4 client it maps. Anything that is not an address
 * shares one key, so made-up values cannot mint buckets.
 */
export function clientKey(raw: string): string {
  let text = raw.trim()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  const zone = text.indexOf('%')
  if (zone >= 0) text = text.slice(0, zone)
  if (isIPv4(text)) return text
  if (!isIPv6(text)) return 'invalid'
  const groups = expandIPv6(text.toLowerCase())
  // ::ffff:0:0/96 holds IPv4-mapped addresses.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 split in two). */
function expandIPv6(text: string): number[] {
  let head = text
  const tail: number[] = []
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(head)
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number)
    tail.push((a << 8) | b, (c << 8) | d)
    head = head.slice(0, -dotted[1].length)
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1)
  }
  const parse = (part: string): number[] => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const gap = head.indexOf('::')
  const left = gap >= 0 ? parse(head.slice(0, gap)) : parse(head)
  const right = gap >= 0 ? parse(head.slice(gap + 2)) : []
  const missing = 8 - left.length - right.length - tail.length
  return [...left, ...Array<number>(Math.max(0, missing)).fill(0), ...right, ...tail]
}
