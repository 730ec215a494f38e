import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface FirstLoad {
  files: Array<{ file: string; raw: number; gzip: number }>
  raw: number
  gzip: number
}

/**
 * First-load JS of a built site: the entry module plus every modulepreload in index.html
 * (what the browser fetches before anything lazy). Gzip at level 9, as servers typically do.
 */
export function measureFirstLoad(distDir: string): FirstLoad {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const srcs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!)
  const files = [...new Set(srcs)].map((src) => {
    const body = readFileSync(join(distDir, src.replace(/^\//, '')))
    return { file: src, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
  })
  return {
    files,
    raw: files.reduce((n, f) => n + f.raw, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
  }
}

/**
 * Find the built chunks that hold a marker string (e.g. the WalletConnect relay method
 * 'irn_subscribe', which only @walletconnect/sign-client contains), with their gzip size.
 */
export function chunksContaining(distDir: string, marker: string): Array<{ file: string; gzip: number }> {
  const assets = join(distDir, 'assets')
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, body: readFileSync(join(assets, f)) }))
    .filter(({ body }) => body.includes(marker))
    .map(({ f, body }) => ({ file: `/assets/${f}`, gzip: gzipSync(body, { level: 9 }).length }))
}
