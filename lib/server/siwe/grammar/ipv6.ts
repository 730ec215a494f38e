/**
 * RFC 3986's IPv6address (section 3.2.2), read into its eight 16-bit pieces:
 *   IPv6address = 6( h16 ":" ) ls32 / "::" 5( h16 ":" ) ls32 / [ h16 ] "::" 4( h16 ":" ) ls32
 *     / ... / [ *6( h16 ":" ) h16 ] "::"
 *   h16 = 1*4HEXDIG ; ls32 = ( h16 ":" h16 ) / IPv4address
 * Its nine forms come to one rule: without "::" exactly eight pieces; with one "::" at most
 * seven written pieces (it stands for one or more zero pieces); a dotted IPv4 address only as
 * the last piece after any "::", where it counts as two.
 */
import { IPV4_ADDRESS } from './ipv4'

const H16 = /^[0-9A-Fa-f]{1,4}$/

function pieces(text: string, ipv4Last: boolean): number[] | undefined {
  if (text === '') return []
  const parts = text.split(':')
  const out: number[] = []
  for (const [i, part] of parts.entries()) {
    if (ipv4Last && i === parts.length - 1 && IPV4_ADDRESS.test(part)) {
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number)
      out.push((a << 8) | b, (c << 8) | d)
    } else if (H16.test(part)) {
      out.push(Number.parseInt(part, 16))
    } else {
      return undefined
    }
  }
  return out
}

/** The eight pieces of an IPv6address, or undefined when `text` is not one. */
export function parseIpv6(text: string): number[] | undefined {
  const halves = text.split('::')
  if (halves.length === 1) {
    const all = pieces(text, true)
    return all?.length === 8 ? all : undefined
  }
  if (halves.length !== 2) return undefined
  const left = pieces(halves[0]!, false)
  const right = pieces(halves[1]!, true)
  if (!left || !right || left.length + right.length > 7) return undefined
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/**
 * The WHATWG URL serialisation of an IPv6 address (RFC 5952's canonical text): lowercase hex
 * without leading zeros, the first longest run of two or more zero pieces written "::". A
 * `URL`'s hostname is spelt this way, so two spellings of one address compare equal.
 */
export function formatIpv6(address: readonly number[]): string {
  let start = -1
  let length = 1
  for (let i = 0; i < address.length; ) {
    let j = i
    while (j < address.length && address[j] === 0) j++
    if (j - i > length) [start, length] = [i, j - i]
    i = j === i ? i + 1 : j
  }
  const hex = address.map((p) => p.toString(16))
  if (start < 0) return hex.join(':')
  return `${hex.slice(0, start).join(':')}::${hex.slice(start + length).join(':')}`
}
