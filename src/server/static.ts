import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
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

interface FoundFile {
  path: string
  size: number
  /** Weak validator from size and modification time. */
  etag: string
}

/** The file at `path` (a directory's index.html), only when its real path stays inside `root`. */
async function fileAt(path: string, root: string): Promise<FoundFile | undefined> {
  try {
    const s = await stat(path)
    if (s.isDirectory()) return await fileAt(join(path, 'index.html'), root)
    if (!s.isFile()) return undefined
    // A symlink inside the build must not lead out of it.
    const real = await realpath(path)
    if (real !== root && !real.startsWith(root + sep)) return undefined
    return { path, size: s.size, etag: `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"` }
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
  const rootPath = resolve(distDir)
  let rootReal: Promise<string> | undefined
  return async (req, res) => {
    const root = await (rootReal ??= realpath(rootPath).catch(() => rootPath))
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
    const isAsset = pathname.startsWith('/assets/')
    let file = await fileAt(target, root)
    // The single page answers unknown paths, but never a missing asset (a stale page would
    // otherwise cache index.html as a script for a year).
    if (!file && !isAsset && extname(pathname) === '') file = await fileAt(join(root, 'index.html'), root)
    if (!file) {
      sendText(res, 404, 'Not found.\n')
      return
    }
    const cacheControl = isAsset ? 'public, max-age=31536000, immutable' : 'no-cache'
    if (!isAsset && req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === file.etag)) {
      res.writeHead(304, { ETag: file.etag, 'Cache-Control': cacheControl })
      res.end()
      return
    }
    res.writeHead(200, {
      'Content-Type': contentType(file.path),
      'Content-Length': String(file.size),
      'Cache-Control': cacheControl,
      ...(isAsset ? {} : { ETag: file.etag }),
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
