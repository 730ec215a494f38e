/**
 * In-process clients of `@porch/kit/server`'s handlers: Web Requests straight into
 * `handle`, with the client's address given as the socket's would be. Floods go through here
 * (no sockets), so thousands of clients cost milliseconds.
 */
import type { LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import type { SiweHandlers } from '@porch/kit/server'

export const ORIGIN = 'http://127.0.0.1:4173'
export const CHAIN_ID = 1101

export class KitClient {
  readonly cookies = new Map<string, string>()
  constructor(
    readonly handlers: SiweHandlers,
    public address = '127.0.0.1',
    /** The site's origin: where requests go, and the Origin header a browser sends. */
    readonly origin = ORIGIN,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; setCookies: string[] }> {
    const headers = new Headers()
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    if (method === 'POST') headers.set('origin', this.origin)
    if (body !== undefined) headers.set('content-type', 'application/json')
    const res = await this.handlers.handle(new Request(`${this.origin}/api/auth/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), {
      clientAddress: this.address,
    })
    const setCookies = res.headers.getSetCookie()
    for (const line of setCookies) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      if (/Max-Age=0\b/.test(line)) this.cookies.delete(pair.slice(0, eq))
      else this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    const text = await res.text()
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, setCookies }
  }

  async nonce(): Promise<{ status: number; nonce?: string }> {
    const res = await this.call('GET', 'nonce')
    return { status: res.status, nonce: (res.body as { nonce?: string } | undefined)?.nonce }
  }

  async signIn(account: LocalAccount): Promise<number> {
    const { nonce } = await this.nonce()
    if (!nonce) throw new Error('no nonce')
    const message = createSiweMessage({ domain: new URL(ORIGIN).host, uri: ORIGIN, version: '1', chainId: CHAIN_ID, nonce, issuedAt: new Date(), address: account.address })
    return (await this.call('POST', 'verify', { message, signature: await account.signMessage({ message }) })).status
  }

  async me(): Promise<number> {
    return (await this.call('GET', 'me')).status
  }

  async logout(): Promise<{ status: number; body: unknown; setCookies: string[] }> {
    return this.call('POST', 'logout')
  }
}

/** The n-th IPv4 address of 10.0.0.0/8 (distinct /24 every 256). */
export const ipv4 = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
