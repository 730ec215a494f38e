import { existsSync, readFileSync } from 'node:fs'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

describe('Safe App manifest', () => {
  it('names the app, describes it and points at an icon that exists', () => {
    const manifest = JSON.parse(readFileSync('public/manifest.json', 'utf8')) as { name: string; description: string; iconPath: string; icons: Array<{ src: string }> }
    expect(manifest.name).toBe('Mango')
    expect(manifest.description.length).toBeGreaterThan(20)
    expect(existsSync(`public/${manifest.iconPath}`)).toBe(true)
    for (const icon of manifest.icons) expect(existsSync(`public${icon.src}`)).toBe(true)
  })

  describe('dev server', () => {
    let server: ViteDevServer
    let base: string
    beforeAll(async () => {
      server = await createServer({ logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } })
      await server.listen()
      base = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
    })
    afterAll(async () => {
      await server?.close()
    })

    it('serves /manifest.json to any origin (Access-Control-Allow-Origin: *)', async () => {
      const res = await fetch(`${base}/manifest.json`, { headers: { origin: 'https://app.safe.global' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(((await res.json()) as { name: string }).name).toBe('Mango')
    })

    it('does not forbid framing', async () => {
      const res = await fetch(`${base}/`)
      expect(res.headers.get('x-frame-options')).toBeNull()
      expect(res.headers.get('content-security-policy') ?? '').not.toMatch(/frame-ancestors/)
    })
  })
})
