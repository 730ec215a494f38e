/**
 * Rate-limit keys of a client address, without Node's `net` (the handlers run on any
 * fetch-style runtime). One subscriber may hold a whole IPv6 /64, a /56 or a /48, and one
 * host many IPv4 addresses of a /24, so a client is limited at every level at once: its own
 * key and the keys of the prefixes around it, each with a larger budget. A crowd from one
 * prefix then shares that prefix's budget, and a client from elsewhere is untouched.
 * An IPv4-mapped address (::ffff:a.b.c.d, as dual-stack sockets report IPv4 peers) is its
 * IPv4 client; anything that is not an address shares one key.
 */

/** The client's keys, narrowest first: IPv4 [/32, /24], IPv6 [/64, /56, /48]. */
export function clientKeys(raw: string): string[] {
  let text = raw.trim()
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1)
  const zone = text.indexOf('%')
  if (zone >= 0) text = text.slice(0, zone)
  const v4 = parseIPv4(text)
  if (v4) return ipv4Keys(v4)
  const groups = parseIPv6(text.toLowerCase())
  if (!groups) return ['invalid']
  // ::ffff:0:0/96 holds IPv4-mapped addresses.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6)
    return ipv4Keys([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff])
  }
  const hex = (n: number): string => n.toString(16)
  const [a = 0, b = 0, c = 0, d = 0] = groups
  return [`${hex(a)}:${hex(b)}:${hex(c)}:${hex(d)}::/64`, `${hex(a)}:${hex(b)}:${hex(c)}:${hex(d & 0xff00)}::/56`, `${hex(a)}:${hex(b)}:${hex(c)}::/48`]
}

/** The narrowest key of a client address (its /32 or its /64). */
export function clientKey(raw: string): string {
  return clientKeys(raw)[0]!
}

function ipv4Keys([a, b, c, d]: number[]): string[] {
  return [`${a}.${b}.${c}.${d}`, `${a}.${b}.${c}.0/24`]
}

function parseIPv4(text: string): number[] | undefined {
  const parts = text.split('.')
  if (parts.length !== 4) return undefined
  const out: number[] = []
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255) return undefined
    out.push(Number(p))
  }
  return out
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 split in two). */
function parseIPv6(text: string): number[] | undefined {
  if (!text.includes(':') || text.length > 45) return undefined
  let head = text
  const tail: number[] = []
  const dotted = /(?:^|:)(\d+\.\d+\.\d+\.\d+)$/.exec(head)
  if (dotted?.[1]) {
    const v4 = parseIPv4(dotted[1])
    if (!v4) return undefined
    const [a = 0, b = 0, c = 0, d = 0] = v4
    tail.push((a << 8) | b, (c << 8) | d)
    head = head.slice(0, -dotted[1].length)
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1)
  }
  const gap = head.indexOf('::')
  if (gap >= 0 && head.indexOf('::', gap + 1) >= 0) return undefined
  const parse = (part: string): number[] | undefined => {
    if (part === '') return []
    const groups = part.split(':')
    if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined
    return groups.map((g) => parseInt(g, 16))
  }
  const left = parse(gap >= 0 ? head.slice(0, gap) : head)
  const right = gap >= 0 ? parse(head.slice(gap + 2)) : []
  if (!left || !right) return undefined
  const missing = 8 - left.length - right.length - tail.length
  if (gap >= 0 ? missing < 1 : missing !== 0) return undefined
  return [...left, ...Array<number>(missing).fill(0), ...right, ...tail]
}
