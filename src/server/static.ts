import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

export function contentType(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)) })
  res.end(text)
}

async function fileAt(path: string): Promise<{ path: string; size: number } | undefined> {
  try {
    const s = await stat(path)
    if (s.isFile()) return { path, size: s.size }
    if (s.isDirectory()) return await fileAt(join(path, 'index.html'))
  } catch {
    // missing
  }
  return undefined
}

/**
 * Serves the production build: files under `distDir` with their content type, hashed
 * assets cached for a year, everything else revalidated; an unknown path without a file
 * extension gets index.html (the site is a single page).
 */
export function createStaticHandler(distDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const root = resolve(distDir)
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed.\n', { Allow: 'GET, HEAD' })
      return
    }
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      sendText(res, 400, 'Bad request path.\n')
      return
    }
    if (pathname.includes('\0')) {
      sendText(res, 400, 'Bad request path.\n')
      return
    }
    const target = resolve(root, `.${pathname}`)
    if (target !== root && !target.startsWith(root + sep)) {
      sendText(res, 404, 'Not found.\n')
      return
    }
    // Safe apps read the manifest from their own origin.
    if (pathname === '/manifest.json') res.setHeader('Access-Control-Allow-Origin', '*')
    let file = await fileAt(target)
    if (!file && extname(pathname) === '') file = await fileAt(join(root, 'index.html'))
    if (!file) {
      sendText(res, 404, 'Not found.\n')
      return
    }
    const immutable = pathname.startsWith('/assets/')
    res.writeHead(200, {
      'Content-Type': contentType(file.path),
      'Content-Length': String(file.size),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const stream = createReadStream(file.path)
    stream.on('error', () => res.destroy())
    stream.pipe(res)
  }
}
