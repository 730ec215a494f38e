/**
 * Sign-in server test harness: the real server (src/server) in this process on a free
 * 127.0.0.1 port, a cookie-keeping "browser" that talks to it like the site does, and SIWE
 * message builders that differ from a valid message in one field at a time.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Address, Hex, LocalAccount } from 'viem'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import { findFreePort } from '../../scripts/anvil'
import { createStores, startSiteServer, type RunningServer } from '../../src/server/app'
import { readConfig, type Env, type ServerConfig } from '../../src/server/config'
import { writeServingFacts } from '../../src/server/servingFacts'

export interface TestServer extends RunningServer {
  config: ServerConfig
  /** Moves the handlers' clock (nonce age, sessions) and the memory store's (expiry) forward. */
  advanceNonceClock(ms: number): void
  signIns: { address: string; kind: string }[]
  logs: string[]
}

/** A tiny production build: enough for the static handler and the headers, with the serving facts of `siteEnv`. */
export function makeDist(siteEnv: Env = {}): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'mango-dist-'))
  writeServingFacts(dir, siteEnv)
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script><link rel="stylesheet" href="/assets/app-abc123.css"></head><body><div id="root"></div></body></html>')
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("mango")\n')
  writeFileSync(join(dir, 'assets', 'app-abc123.css'), 'body{margin:0}\n')
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ name: 'Mango', description: 'Staking', iconPath: 'favicon.svg' }))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * The rate limits are off unless `env` sets SIWE_NONCE_BURST / SIWE_VERIFY_BURST (tests fetch
 * hundreds of nonces and send hundreds of verifies from one address).
 */
export async function startTestServer(env: Env, opts: { distDir?: string; nodeTimeoutMs?: number; headersTimeoutMs?: number } = {}): Promise<TestServer> {
  const port = await findFreePort()
  const config = readConfig({ HOST: '127.0.0.1', SIWE_NONCE_BURST: '0', SIWE_VERIFY_BURST: '0', ...env }, { port, distDir: opts.distDir ?? 'dist-missing' })
  let offset = 0
  // The memory stores' clock can be moved (expiry); Redis keeps its own.
  const stores = await createStores(config, { now: () => Date.now() + offset })
  const signIns: TestServer['signIns'] = []
  const logs: string[] = []
  const running = await startSiteServer(config, {
    stores,
    now: () => Date.now() + offset,
    log: (line) => logs.push(line),
    onSignIn: (info) => signIns.push(info),
    nodeTimeoutMs: opts.nodeTimeoutMs ?? 1_500,
    headersTimeoutMs: opts.headersTimeoutMs,
  })
  return {
    ...running,
    config,
    signIns,
    logs,
    advanceNonceClock(ms) {
      offset += ms
    },
  }
}

export interface ApiResponse {
  status: number
  headers: Headers
  body: unknown
}

/** A browser: keeps its cookies and sends the site's Origin on POSTs, as Chromium does. */
export class TestBrowser {
  readonly cookies = new Map<string, string>()
  constructor(
    readonly baseUrl: string,
    readonly origin: string = baseUrl,
  ) {}

  async request(method: string, path: string, init: { body?: string; headers?: Record<string, string>; origin?: string | null } = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...init.headers }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const origin = init.origin === undefined ? (method === 'GET' ? null : this.origin) : init.origin
    if (origin) headers.origin = origin
    const res = await fetch(this.baseUrl + path, { method, headers, body: init.body })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      if (/Max-Age=0\b/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await res.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body }
  }

  async nonce(): Promise<string> {
    const res = await this.request('GET', '/api/auth/nonce')
    if (res.status !== 200) throw new Error(`nonce: ${res.status} ${JSON.stringify(res.body)}`)
    return (res.body as { nonce: string }).nonce
  }

  verify(message: string, signature: Hex, init: { origin?: string | null } = {}): Promise<ApiResponse> {
    return this.request('POST', '/api/auth/verify', {
      body: JSON.stringify({ message, signature }),
      headers: { 'content-type': 'application/json' },
      ...init,
    })
  }

  me(): Promise<ApiResponse> {
    return this.request('GET', '/api/auth/me')
  }

  logout(init: { origin?: string | null } = {}): Promise<ApiResponse> {
    return this.request('POST', '/api/auth/logout', init)
  }
}

/** The message the site's client builds (viem createSiweMessage), with any field overridden. */
export function siweMessage(server: { config: ServerConfig }, address: Address, nonce: string, override: Partial<SiweMessage> = {}): string {
  const issuedAt = new Date()
  return createSiweMessage({
    domain: server.config.publicOrigin.host,
    uri: server.config.publicOrigin.origin,
    version: '1',
    chainId: server.config.chainId,
    nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + server.config.nonceTtlMs),
    statement: 'Sign in to Mango.',
    address,
    ...override,
  })
}

/** Fetches a nonce, builds the message, signs it with an EOA: what a browser does. */
export async function signInEoa(browser: TestBrowser, server: { config: ServerConfig }, account: LocalAccount): Promise<{ message: string; signature: Hex; res: ApiResponse }> {
  const message = siweMessage(server, account.address, await browser.nonce())
  const signature = await account.signMessage({ message })
  return { message, signature, res: await browser.verify(message, signature) }
}

/** The error code of a refusal (undefined for a success). */
export function errorCode(res: ApiResponse): string | undefined {
  return (res.body as { error?: string } | undefined)?.error
}
