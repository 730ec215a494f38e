/** Sign-in messages spelt as other EIP-4361 clients spell them, and signing in with them through the kit's handlers. */
import type { Address, PrivateKeyAccount } from 'viem'
import { createSiweHandlers, memoryStore, type SiweHandlers } from '@porch/kit/server'
import { CHAIN_ID, KitClient, ORIGIN } from './kitHarness'

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

export const V6_ORIGIN = 'http://[::1]:4173'
export const HTTPS_ORIGIN = 'https://app.example'
/** Rate limits off: these tests sign in more often than one client may. */
const OFF = { verify: { burst: 0, perMinute: 1 }, nonce: { burst: 0, perMinute: 1 } }
const handlersFor = new Map<string, SiweHandlers>(
  [ORIGIN, V6_ORIGIN, HTTPS_ORIGIN].map((origin) => [
    origin,
    createSiweHandlers({ origin, chains: [{ id: CHAIN_ID, rpcUrls: ['http://127.0.0.1:9'] }], secret: 'siwe-messages-test-secret-0123456789abcdef', store: memoryStore(), log: () => {}, limits: OFF }),
  ]),
)

/** A message's text, or its parts (the nonce and address are filled in), for a fresh nonce. */
export type Build = (p: { nonce: string; address: string; now: number }) => Omit<MessageParts, 'nonce' | 'address'> | string

export interface SignInResult {
  status: number
  body: unknown
  /** /me's status afterwards. */
  me: number
  message: string
  signature: `0x${string}`
  client: KitClient
}

/**
 * Signs in on `origin` (one of the three above) with the message `build` makes, signed by
 * `account`; with `send: false` only fetches the nonce and signs (status 0).
 */
export async function signInWith(build: Build, origin: string, account: PrivateKeyAccount, { send = true } = {}): Promise<SignInResult> {
  const client = new KitClient(handlersFor.get(origin)!, '127.0.0.1', origin)
  const { nonce } = await client.nonce()
  const built = build({ nonce: nonce!, address: account.address, now: Date.now() })
  const message = typeof built === 'string' ? built : siweText({ ...built, nonce: nonce!, address: account.address })
  const signature = await account.signMessage({ message })
  if (!send) return { status: 0, body: undefined, me: 0, message, signature, client }
  const res = await client.call('POST', 'verify', { message, signature })
  return { status: res.status, body: res.body, me: await client.me(), message, signature, client }
}
