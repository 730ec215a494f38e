import { randomBytes } from 'node:crypto'
import { rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { basename, dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy, cspSource, PERMISSIONS_POLICY } from '../../src/server/headers'
import { readConfig } from '../../src/server/config'
import { makeDist, signInEoa, startTestServer, TestBrowser, type TestServer } from './harness'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/** Sends `target` byte for byte over a raw socket (fetch would normalise `..` and `%2f`); resolves the status line and body. */
function rawGet(url: string, target: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`))
    let data = ''
    socket.on('data', (c: Buffer) => (data += c.toString('latin1')))
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]), text: data }))
    socket.on('error', reject)
  })
}

const RPC = 'http://127.0.0.1:8545'

describe('security headers and static files', () => {
  let server: TestServer
  let dist: ReturnType<typeof makeDist>

  beforeAll(async () => {
    dist = makeDist()
    server = await startTestServer({ VITE_RPC_URL: RPC, VITE_WC_RELAY_URL: 'ws://127.0.0.1:9011' }, { distDir: dist.dir })
  })
  afterAll(async () => {
    await server?.close()
    dist?.remove()
  })

  const expectedCsp =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; " +
    "connect-src 'self' http://127.0.0.1:8545 ws://127.0.0.1:9011 https://safe-client.safe.global; frame-src 'none'; worker-src 'self'; object-src 'none'; " +
    "base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://app.safe.global https://app.safe.eth.limo; require-trusted-types-for 'script'"

  it.each([
    { what: 'the page', method: 'GET', path: '/', status: 200, type: 'text/html; charset=utf-8' },
    { what: 'a route of the single page', method: 'GET', path: '/stake', status: 200, type: 'text/html; charset=utf-8' },
    { what: 'a script', method: 'GET', path: '/assets/app-abc123.js', status: 200, type: 'text/javascript; charset=utf-8' },
    { what: 'a stylesheet', method: 'GET', path: '/assets/app-abc123.css', status: 200, type: 'text/css; charset=utf-8' },
    { what: 'an SVG', method: 'GET', path: '/favicon.svg', status: 200, type: 'image/svg+xml' },
    { what: 'the Safe manifest', method: 'GET', path: '/manifest.json', status: 200, type: 'application/json; charset=utf-8' },
    { what: 'a missing file', method: 'GET', path: '/assets/nope.js', status: 404, type: 'text/plain; charset=utf-8' },
    { what: 'a POST to a page', method: 'POST', path: '/', status: 405, type: 'text/plain; charset=utf-8' },
    { what: 'the nonce API', method: 'GET', path: '/api/auth/nonce', status: 200, type: 'application/json; charset=utf-8' },
    { what: 'an API refusal', method: 'GET', path: '/api/auth/me', status: 401, type: 'application/json; charset=utf-8' },
    { what: 'an unknown API path', method: 'GET', path: '/api/x', status: 404, type: 'application/json; charset=utf-8' },
  ])('$what ($method $path): $status $type with every security header', async ({ method, path, status, type }) => {
    const res = await new TestBrowser(server.url).request(method, path)
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toBe(type)
    expect(res.headers.get('content-security-policy')).toBe(expectedCsp)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBeNull() // would block the Safe app; frame-ancestors decides
    expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY)
    expect(res.headers.get('strict-transport-security')).toBeNull() // plain http origin
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
  })

  it('a missing /assets/... is 404 (never index.html, never immutable), with or without an extension', async () => {
    for (const path of ['/assets/missing-chunk', '/assets/app-zzz999.js']) {
      const res = await new TestBrowser(server.url).request('GET', path)
      expect([path, res.status]).toEqual([path, 404])
      expect(res.headers.get('cache-control') ?? '').not.toContain('immutable')
    }
  })

  it('index.html carries an ETag and answers 304 to it', async () => {
    const first = await fetch(`${server.url}/`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    const again = await fetch(`${server.url}/stake`, { headers: { 'if-none-match': etag! } })
    expect([again.status, await again.text()]).toEqual([304, ''])
    expect((await fetch(`${server.url}/`, { headers: { 'if-none-match': 'W/"other"' } })).status).toBe(200)
  })

  it('a symlink inside the build that leads out of it is refused', async () => {
    const outside = join(dirname(dist.dir), `${basename(dist.dir)}-secret.txt`)
    writeFileSync(outside, 'secret')
    symlinkSync(outside, join(dist.dir, 'leak.txt'))
    symlinkSync(outside, join(dist.dir, 'assets', 'leak.js'))
    try {
      for (const path of ['/leak.txt', '/assets/leak.js']) expect((await new TestBrowser(server.url).request('GET', path)).status).toBe(404)
    } finally {
      rmSync(outside)
    }
  })

  it('raw `..%2f` paths (sent over a socket, so nothing normalises them) never reach files outside the build', async () => {
    // A file right beside the build directory, which an escape would serve.
    const secretName = `mango-secret-${randomBytes(6).toString('hex')}.txt`
    const secretPath = join(dirname(dist.dir), secretName)
    writeFileSync(secretPath, 'TOP SECRET\n')
    try {
      const up = '..%2f'.repeat(12)
      const targets = [
        `/..%2f${secretName}`,
        `/%2e%2e%2f${secretName}`,
        `/assets/..%2f..%2f${secretName}`,
        `/..%2f${basename(dist.dir)}%2f..%2f${secretName}`,
        `/${up}etc%2fpasswd`,
        `/${up}etc/passwd`,
        `/..%5c${secretName}`,
      ]
      for (const target of targets) {
        const res = await rawGet(server.url, target)
        expect([target, res.status]).toEqual([target, 404])
        expect(res.text).not.toContain('TOP SECRET')
        expect(res.text).not.toContain('root:')
      }
      // The same file inside the build is served: the socket and the server work.
      expect((await rawGet(server.url, '/favicon.svg')).status).toBe(200)
    } finally {
      rmSync(secretPath, { force: true })
    }
  })

  it('manifest.json is readable from any origin (the Safe app fetches it); other files are not', async () => {
    const browser = new TestBrowser(server.url)
    expect((await browser.request('GET', '/manifest.json')).headers.get('access-control-allow-origin')).toBe('*')
    expect((await browser.request('GET', '/')).headers.get('access-control-allow-origin')).toBeNull()
    expect((await browser.request('GET', '/api/auth/nonce')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('hashed assets are cached for a year, the page is revalidated, API answers are never stored', async () => {
    const browser = new TestBrowser(server.url)
    expect((await browser.request('GET', '/assets/app-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await browser.request('GET', '/')).headers.get('cache-control')).toBe('no-cache')
    expect((await browser.request('GET', '/api/auth/nonce')).headers.get('cache-control')).toBe('no-store')
  })

  it('HEAD answers headers without a body', async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`, { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe('21')
    expect(await res.text()).toBe('')
  })
})

describe('socket timeouts', () => {
  it('a socket that sends partial headers is closed within twice headersTimeout', async () => {
    const server = await startTestServer({ VITE_RPC_URL: RPC }, { headersTimeoutMs: 1_000 })
    try {
      const { port } = new URL(server.url)
      const started = performance.now()
      const closed = await new Promise<number>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '))
        socket.on('data', () => {})
        socket.once('close', () => resolve(performance.now() - started))
        socket.once('error', reject)
        setTimeout(() => reject(new Error('still open after 5 s')), 5_000).unref()
      })
      expect(closed).toBeLessThan(2_000 + 500)
    } finally {
      await server.close()
    }
  })
})

describe('https origin', () => {
  it('sends Strict-Transport-Security on every response when PUBLIC_ORIGIN is https', async () => {
    const server = await startTestServer({ PUBLIC_ORIGIN: 'https://mango.example', SESSION_SECRET: 'z'.repeat(32), VITE_RPC_URL: RPC })
    try {
      const browser = new TestBrowser(server.url, 'https://mango.example')
      for (const path of ['/', '/api/auth/nonce', '/api/auth/me']) {
        const res = await browser.request('GET', path)
        expect([path, res.headers.get('strict-transport-security')]).toEqual([path, 'max-age=63072000; includeSubDomains'])
        expect(res.headers.get('permissions-policy')).toContain('camera=()')
      }
      expect((await signInEoa(browser, server, privateKeyToAccount(generatePrivateKey()))).res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    } finally {
      await server.close()
    }
  })

  it('Permissions-Policy turns off what the site does not use and keeps clipboard writes for the site', () => {
    const features = new Map(PERMISSIONS_POLICY.split(', ').map((d) => d.split('=') as [string, string]))
    for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) expect([off, features.get(off)]).toEqual([off, '()'])
    expect(features.get('clipboard-write')).toBe('(self)')
  })
})

describe('Content-Security-Policy from the configuration', () => {
  const csp = (env: Record<string, string>) => contentSecurityPolicy(readConfig({ HOST: '127.0.0.1', ...env }))
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

  it('connect-src: exactly the configured nodes (failover list, ENS node), the relay and the Safe wallet-service', () => {
    const policy = csp({
      VITE_RPC_URLS: 'https://rpc-a.example/v1/KEY?x=1, wss://rpc-b.example',
      VITE_ENS_RPC_URL: 'https://eth.example',
      VITE_WC_RELAY_URL: 'wss://relay.example',
      VITE_SAFE_SERVICE_URL: 'https://safe-service.example',
    })
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://rpc-a.example/v1/KEY wss://rpc-b.example https://eth.example wss://relay.example https://safe-service.example",
    )
  })

  it('defaults: the zkEVM node, the official relay and its verify service (which the kit uses only there)', () => {
    const policy = csp({})
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://zkevm-rpc.com wss://relay.walletconnect.org https://verify.walletconnect.org https://safe-client.safe.global",
    )
    expect(directive(policy, 'frame-src')).toBe('frame-src https://verify.walletconnect.org')
  })

  it('frame-ancestors: exactly VITE_SAFE_ALLOWED_ORIGINS plus the site', () => {
    expect(directive(csp({ VITE_SAFE_ALLOWED_ORIGINS: 'https://safe.example, https://other.example/' }), 'frame-ancestors')).toBe(
      "frame-ancestors 'self' https://safe.example https://other.example",
    )
  })

  it('a source never carries a query, fragment or separator', () => {
    expect(cspSource('https://a.example/path;x,y?key=1#f')).toBe('https://a.example/path%3Bx%2Cy')
  })
})
