import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, preview, type ViteDevServer } from 'vite'
import { findFreePort } from '../../scripts/anvil'
import { ConfigError, readConfig } from '../../src/server/config'
import { SERVING_FACTS_FILE } from '../../src/server/servingFacts'
import { makeDist, TestBrowser } from './harness'

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')

/** Runs `npm run serve`'s command (tsx src/server/main.ts) with this environment. */
function serve(env: Record<string, string>): { child: ChildProcess; output: () => string; stderr: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [tsxCli, 'src/server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let stderr = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString()
    stderr += c.toString()
  })
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)))
  // A server that should have refused to start but did not is stopped after 20 s, not left running.
  const timer = setTimeout(() => child.kill('SIGTERM'), 20_000)
  const exited = closed.finally(() => clearTimeout(timer))
  return { child, output: () => output, stderr: () => stderr, exited }
}

describe('npm run serve', () => {
  let dist: ReturnType<typeof makeDist>
  // Built for chain 1101 with one node; served below without any VITE_* variable.
  const NODE = 'http://127.0.0.1:9'
  beforeAll(() => {
    dist = makeDist({ VITE_RPC_URL: NODE, VITE_CHAIN_ID: '1101' })
  })
  afterAll(() => dist?.remove())

  it('refuses to start without SESSION_SECRET for a public origin, saying why', async () => {
    const run = serve({ PORT: '0', DIST_DIR: dist.dir, PUBLIC_ORIGIN: 'https://mango.example' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toMatch(
      /Cannot start the server: SESSION_SECRET is required when PUBLIC_ORIGIN \(https:\/\/mango\.example\) is not a loopback address/,
    )
  })

  const refusals: { name: string; env: Record<string, string>; message: RegExp }[] = [
    { name: 'a short SESSION_SECRET', env: { SESSION_SECRET: 'short' }, message: /SESSION_SECRET must be at least 32 characters/ },
    { name: 'a bad PORT', env: { PORT: 'eighty' }, message: /PORT must be a whole number/ },
    { name: 'a bad PUBLIC_ORIGIN', env: { PUBLIC_ORIGIN: 'mango.example' }, message: /PUBLIC_ORIGIN must be an origin/ },
    { name: 'a bad SIWE_NONCE_TTL', env: { SIWE_NONCE_TTL: 'ten minutes' }, message: /SIWE_NONCE_TTL must be a duration/ },
    { name: 'a bad VITE_RPC_URLS', env: { VITE_RPC_URLS: 'http://a.example,ftp://b.example' }, message: /VITE_RPC_URLS must hold http\(s\):\/\/ or ws\(s\):\/\/ URLs/ },
    { name: 'a bad VITE_CHAIN_ID', env: { VITE_CHAIN_ID: '0x1' }, message: /VITE_CHAIN_ID must be a positive whole number/ },
    { name: 'an unknown SESSION_COOKIE', env: { SESSION_COOKIE: 'strict' }, message: /SESSION_COOKIE must be "lax"/ },
    {
      name: 'iframe cookies on plain http',
      env: { SESSION_COOKIE: 'iframe', PUBLIC_ORIGIN: 'http://mango.example', SESSION_SECRET: 'x'.repeat(32) },
      message: /SESSION_COOKIE=iframe needs an https PUBLIC_ORIGIN/,
    },
  ]
  it.each(refusals)('refuses $name with a ConfigError that says why', ({ env, message }) => {
    expect(() => readConfig(env)).toThrow(ConfigError)
    expect(() => readConfig(env)).toThrow(message)
  })

  it('reads SIWE_NONCE_TTL in seconds or milliseconds', () => {
    expect(readConfig({ SIWE_NONCE_TTL: '600' }).nonceTtlMs).toBe(600_000)
    expect(readConfig({ SIWE_NONCE_TTL: '600000' }).nonceTtlMs).toBe(600_000)
    expect(readConfig({ SIWE_NONCE_TTL: '2h' }).nonceTtlMs).toBe(7_200_000)
    expect(readConfig({}).nonceTtlMs).toBe(600_000)
  })

  it('serves the build and the API on HOST:PORT, with the chain and nodes of the build (no VITE_* variable needed)', async () => {
    const port = await findFreePort()
    const run = serve({ PORT: String(port), DIST_DIR: dist.dir })
    try {
      await expect.poll(() => run.output(), { timeout: 20_000 }).toContain(`at http://127.0.0.1:${port}`)
      expect(run.output()).toContain('chain 1101')
      const browser = new TestBrowser(`http://127.0.0.1:${port}`)
      const page = await browser.request('GET', '/')
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://app.safe.global https://app.safe.eth.limo")
      expect(page.headers.get('content-security-policy')).toContain(`connect-src 'self' ${NODE} `)
      expect((await browser.request('GET', '/api/auth/nonce')).status).toBe(200)
      expect((await browser.me()).status).toBe(401)
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
    expect(await run.exited).toBe(0)
  })

  it.each([
    { name: 'another chain id', env: { VITE_CHAIN_ID: '5' } as Record<string, string>, sentence: `VITE_CHAIN_ID is 5, but the build in DIST was made for chain 1101; unset it or build again.` },
    { name: 'another node', env: { VITE_RPC_URL: 'https://other.example' }, sentence: `VITE_RPC_URL is https://other.example, but the build in DIST was made for node ${NODE}; unset it or build again.` },
  ])('a variable that contradicts the build ($name) stops the server at start with one sentence naming both values', async ({ env, sentence }) => {
    const run = serve({ PORT: '0', DIST_DIR: dist.dir, ...env })
    expect(await run.exited).toBe(1)
    expect(run.stderr()).toBe(`Cannot start the server: ${sentence.replace('DIST', dist.dir)}\n`)
  })

  it('a variable that agrees with the build is fine', async () => {
    const run = serve({ PORT: '0', DIST_DIR: dist.dir, VITE_CHAIN_ID: '1101', VITE_RPC_URL: NODE })
    try {
      await expect.poll(() => run.output(), { timeout: 20_000 }).toContain('Mango serving')
    } finally {
      run.child.kill('SIGTERM')
      await run.exited
    }
  })

  it('a build without serving facts (older than this server) is refused, saying so', async () => {
    const old = makeDist()
    rmSync(join(old.dir, SERVING_FACTS_FILE))
    try {
      const run = serve({ PORT: '0', DIST_DIR: old.dir })
      expect(await run.exited).toBe(1)
      expect(run.stderr()).toMatch(/serving\.json does not exist: the build in .* is older than this server or incomplete; run `npm run build` again\./)
    } finally {
      old.remove()
    }
  })

  it('vite preview takes the facts from the build, and refuses a contradicting variable', async () => {
    const server = await preview({ logLevel: 'silent', build: { outDir: dist.dir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } })
    try {
      const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
      const res = await new TestBrowser(url).request('GET', '/')
      expect(res.headers.get('content-security-policy')).toContain(`connect-src 'self' ${NODE} `)
    } finally {
      await new Promise<void>((r) => server.httpServer.close(() => r()))
    }
    const saved = process.env.VITE_CHAIN_ID
    process.env.VITE_CHAIN_ID = '5'
    try {
      await expect(preview({ logLevel: 'silent', build: { outDir: dist.dir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } })).rejects.toThrow(
        `VITE_CHAIN_ID is 5, but the build in ${dist.dir} was made for chain 1101; unset it or build again.`,
      )
    } finally {
      if (saved === undefined) delete process.env.VITE_CHAIN_ID
      else process.env.VITE_CHAIN_ID = saved
    }
  })
})

describe('the Vite dev server offers the same API', () => {
  let vite: ViteDevServer
  beforeAll(async () => {
    vite = await createServer({ logLevel: 'silent', server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false } })
    await vite.listen()
  }, 60_000)
  afterAll(async () => {
    await vite?.close()
  })

  it('answers /api/auth/* with PUBLIC_ORIGIN defaulting to its own address', async () => {
    const url = vite.resolvedUrls?.local[0]?.replace(/\/$/, '')
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const browser = new TestBrowser(url ?? '')
    const nonce = await browser.request('GET', '/api/auth/nonce')
    expect(nonce.status).toBe(200)
    expect(nonce.headers.get('x-content-type-options')).toBe('nosniff')
    expect(nonce.headers.get('content-security-policy')).toContain("default-src 'self'")
    const logout = await browser.logout() // Origin = the dev server's own address
    expect(logout.status).toBe(204)
    expect((await browser.logout({ origin: 'http://localhost:1' })).status).toBe(403)
  })
})
