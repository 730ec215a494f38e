/** Sign-in messages spelt as other EIP-4361 clients spell them, for the server tests. */
import type { Address } from 'viem'

export interface TimeStyle {
  /** Digits of the seconds' fraction (0: none). */
  digits?: number
  /** Minutes east of UTC; with `numeric`, 0 is written "+00:00" instead of "Z". */
  offsetMinutes?: number
  numeric?: boolean
  /** "t" and "z" in lowercase (RFC 3339, section 5.6 allows them). */
  lower?: boolean
}

/** `ms` as an RFC 3339 date-time in the given style (the fraction truncated). */
export function rfc3339(ms: number, { digits = 3, offsetMinutes = 0, numeric = false, lower = false }: TimeStyle = {}): string {
  const iso = new Date(ms + offsetMinutes * 60_000).toISOString()
  const fraction = digits === 0 ? '' : `.${`${iso.slice(20, 23)}${'0'.repeat(9)}`.slice(0, digits)}`
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const pad = (n: number): string => String(n).padStart(2, '0')
  const zone = offsetMinutes === 0 && !numeric ? 'Z' : `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  const text = `${iso.slice(0, 10)}T${iso.slice(11, 19)}${fraction}${zone}`
  return lower ? text.replace('T', 't').replace('Z', 'z') : text
}

export interface MessageParts {
  scheme?: string
  domain: string
  address: Address | string
  statement?: string
  uri: string
  version?: string
  chainId: number | string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** The message EIP-4361's template makes of `p`, line for line. */
export function siweText(p: MessageParts): string {
  const lines = [
    `${p.scheme === undefined ? '' : `${p.scheme}://`}${p.domain} wants you to sign in with your Ethereum account:`,
    p.address,
    '',
    ...(p.statement === undefined ? [] : [p.statement]),
    '',
    `URI: ${p.uri}`,
    `Version: ${p.version ?? '1'}`,
    `Chain ID: ${p.chainId}`,
    `Nonce: ${p.nonce}`,
    `Issued At: ${p.issuedAt}`,
  ]
  if (p.expirationTime !== undefined) lines.push(`Expiration Time: ${p.expirationTime}`)
  if (p.notBefore !== undefined) lines.push(`Not Before: ${p.notBefore}`)
  if (p.requestId !== undefined) lines.push(`Request ID: ${p.requestId}`)
  if (p.resources !== undefined) lines.push('Resources:', ...p.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
