/**
 * Compressed, cache-right serving, over HTTP: a build precompressed as `vite build` does it
 * (scripts/site/precompress.ts, the plugin's own function), served by the production server
 * (src/server), read byte for byte by a client that says what it accepts.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/site/precompress'
import { makeDist, startTestServer, type TestServer } from './harness'

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  /** The bytes on the wire, not decoded. */
  body: Buffer
}

/** One request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function decode(res: Raw): Buffer {
  const coding = res.headers['content-encoding']
  if (coding === 'br') return brotliDecompressSync(res.body)
  if (coding === 'gzip') return gunzipSync(res.body)
  expect(coding).toBeUndefined()
  return res.body
}

describe('compressed serving of the build', () => {
  let dist: ReturnType<typeof makeDist>
  let server: TestServer
  const original = (path: string) => readFileSync(join(dist.dir, path))
  const SCRIPT = '/assets/react-abc123.js'
  const PNG = '/og-image.png'
  const FONT = '/assets/font-abc123.woff2'

  beforeAll(async () => {
    dist = makeDist()
    copyFileSync(join(dirname(createRequire(import.meta.url).resolve('react/package.json')), 'cjs/react.production.js'), join(dist.dir, SCRIPT))
    copyFileSync('public/og-image.png', join(dist.dir, PNG))
    copyFileSync('public/favicon.svg', join(dist.dir, 'favicon.svg'))
    // A font whose bytes would compress well: its type alone keeps it out.
    writeFileSync(join(dist.dir, FONT), 'woff2 '.repeat(2_000))
    await precompressDir(dist.dir)
    server = await startTestServer({}, { distDir: dist.dir })
  })
  afterAll(async () => {
    await server?.close()
    dist?.remove()
  })

  it('the build writes a smaller .br and .gz beside each compressible file, never beside images and fonts', () => {
    for (const path of ['/index.html', SCRIPT, '/favicon.svg']) {
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(dist.dir, path + suffix)), path + suffix).toBe(true)
    }
    const files = readdirSync(dist.dir, { recursive: true, encoding: 'utf8' })
    for (const variant of files.filter((f) => /\.(br|gz)$/.test(f))) {
      expect(statSync(join(dist.dir, variant)).size, variant).toBeLessThan(original(variant.replace(/\.(br|gz)$/, '')).length)
    }
    for (const path of [PNG, FONT]) for (const suffix of ['.br', '.gz']) expect(existsSync(join(dist.dir, path + suffix)), path + suffix).toBe(false)
    // 21 bytes: gzip's own header and trailer make it larger, so there is no .gz.
    expect(existsSync(join(dist.dir, '/assets/app-abc123.js.gz'))).toBe(false)
  })

  it.each([
    { accept: undefined, coding: undefined },
    { accept: 'br, gzip', coding: 'br' },
    { accept: 'gzip, br', coding: 'br' },
    { accept: 'gzip', coding: 'gzip' },
    { accept: 'GZip, deflate', coding: 'gzip' },
    { accept: 'x-gzip', coding: 'gzip' },
    { accept: 'br;q=0.5, gzip;q=0.8', coding: 'gzip' },
    { accept: 'br;Q=1.0, gzip;q=0.999', coding: 'br' },
    { accept: 'br;q=0, gzip', coding: 'gzip' },
    { accept: 'br;q=0, gzip;q=0', coding: undefined },
    { accept: '*', coding: 'br' },
    { accept: '*;q=0.3, br;q=0', coding: 'gzip' },
    { accept: 'gzip;q=0.5, identity', coding: undefined },
    { accept: 'identity;q=0', coding: undefined },
    { accept: 'deflate, zstd', coding: undefined },
    { accept: '', coding: undefined },
    { accept: 'br;q=2, gzip;q=abc', coding: undefined },
  ])('Accept-Encoding $accept gets $coding, with Vary, its own length and the file decoded', async ({ accept, coding }) => {
    for (const path of ['/', SCRIPT]) {
      const res = await get(server.url, path, accept === undefined ? {} : { 'accept-encoding': accept })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBe(coding)
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.headers['content-length']).toBe(String(res.body.length))
      expect(res.headers['content-type']).toBe(path === '/' ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8')
      expect(decode(res).equals(original(path === '/' ? '/index.html' : path))).toBe(true)
    }
  })

  it('hashed assets keep their year of immutable caching in every coding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      expect((await get(server.url, SCRIPT, { 'accept-encoding': accept })).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('each coding has its own ETag; a 304 only for the coding it names, with Vary', async () => {
    const tags = new Map<string, string>()
    for (const accept of ['br', 'gzip', 'identity']) {
      const res = await get(server.url, '/', { 'accept-encoding': accept })
      tags.set(accept, String(res.headers.etag))
    }
    expect(new Set(tags.values()).size).toBe(3)
    for (const [accept, etag] of tags) {
      const again = await get(server.url, '/', { 'accept-encoding': accept, 'if-none-match': etag })
      expect(again.status).toBe(304)
      expect(again.headers.etag).toBe(etag)
      expect(again.headers.vary).toBe('Accept-Encoding')
      expect(again.body.length).toBe(0)
    }
    // A cached gzip body must not validate a request answered in Brotli.
    const other = await get(server.url, '/', { 'accept-encoding': 'br', 'if-none-match': tags.get('gzip')! })
    expect(other.status).toBe(200)
    expect(other.headers['content-encoding']).toBe('br')
    expect(other.headers.etag).toBe(tags.get('br'))
  })

  it('HEAD gives the coding and length a GET would, without a body', async () => {
    const head = await get(server.url, SCRIPT, { 'accept-encoding': 'br, gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBe(String(statSync(join(dist.dir, SCRIPT + '.br')).size))
    expect(head.body.length).toBe(0)
  })

  it('images and fonts are sent as they are, whatever the client accepts', async () => {
    for (const path of [PNG, FONT]) {
      const res = await get(server.url, path, { 'accept-encoding': 'br, gzip' })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toBeUndefined()
      expect(res.headers['content-length']).toBe(String(original(path).length))
      expect(res.body.equals(original(path))).toBe(true)
    }
    expect((await get(server.url, PNG)).headers['content-type']).toBe('image/png')
  })

  it('the variants are not served as files of their own', async () => {
    for (const path of [`${SCRIPT}.br`, `${SCRIPT}.gz`, '/index.html.br', '/favicon.svg.gz']) {
      expect((await get(server.url, path, { 'accept-encoding': 'br, gzip' })).status, path).toBe(404)
    }
  })
})
