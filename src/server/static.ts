import { createReadStream } from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { chooseEncoding, VARIANTS, type Coding } from './encoding'

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

/**
 * The file at `path` (a directory's index.html), only when its real path stays inside `root`.
 * `tag` names the coding in the ETag, so that a body cached in one coding never validates
 * a request answered in another (the variants' sizes and times could coincide).
 */
async function fileAt(path: string, root: string, tag = ''): Promise<FoundFile | undefined> {
  try {
    const s = await stat(path)
    if (s.isDirectory()) return await fileAt(join(path, 'index.html'), root, tag)
    if (!s.isFile()) return undefined
    // A symlink inside the build must not lead out of it.
    const real = await realpath(path)
    if (real !== root && !real.startsWith(root + sep)) return undefined
    return { path, size: s.size, etag: `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}${tag}"` }
  } catch {
    // missing
  }
  return undefined
}

/** The precompressed variants the build wrote beside `file` (none for a variant itself). */
async function variantsOf(file: FoundFile, root: string): Promise<Map<Coding, FoundFile>> {
  const found = new Map<Coding, FoundFile>()
  if (isVariantPath(file.path)) return found
  await Promise.all(
    VARIANTS.map(async ({ coding, suffix }) => {
      const variant = await fileAt(file.path + suffix, root, `-${coding}`)
      if (variant) found.set(coding, variant)
    }),
  )
  return found
}

const isVariantPath = (path: string): boolean => VARIANTS.some(({ suffix }) => path.endsWith(suffix))

/** A request for a variant itself (`/assets/x.js.br`) whose original is there: not served as a file of its own. */
async function isVariantOfFile(path: string, root: string): Promise<boolean> {
  const variant = VARIANTS.find(({ suffix }) => path.endsWith(suffix))
  return variant !== undefined && (await fileAt(path.slice(0, -variant.suffix.length), root)) !== undefined
}

/** Whether an If-None-Match header names `etag` (or is `*`), by weak comparison (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/**
 * Serves the production build: files under `distDir` with their content type, hashed
 * assets cached for a year, everything else revalidated; an unknown path without a file
 * extension gets index.html (the site is a single page). A file with precompressed variants
 * beside it is sent in the coding the client prefers (encoding.ts), with `Vary:
 * Accept-Encoding` on every answer for it, identity and 304 included (a shared cache must not
 * hand one client's coding to another), and its variant's own length and ETag.
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
    let file = (await isVariantOfFile(target, root)) ? undefined : await fileAt(target, root)
    // The single page answers unknown paths, but never a missing asset (a stale page would
    // otherwise cache index.html as a script for a year).
    if (!file && !isAsset && extname(pathname) === '') file = await fileAt(join(root, 'index.html'), root)
    if (!file) {
      sendText(res, 404, 'Not found.\n')
      return
    }
    const cacheControl = isAsset ? 'public, max-age=31536000, immutable' : 'no-cache'
    const variants = await variantsOf(file, root)
    const coding = chooseEncoding(req.headers['accept-encoding'], [...variants.keys()])
    const sent = coding === 'identity' ? file : (variants.get(coding) ?? file)
    const negotiated: Record<string, string> = variants.size > 0 ? { Vary: 'Accept-Encoding' } : {}
    if (!isAsset && matchesEtag(req.headers['if-none-match'], sent.etag)) {
      res.writeHead(304, { ETag: sent.etag, 'Cache-Control': cacheControl, ...negotiated })
      res.end()
      return
    }
    res.writeHead(200, {
      'Content-Type': contentType(file.path),
      ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
      'Content-Length': String(sent.size),
      'Cache-Control': cacheControl,
      ...negotiated,
      ...(isAsset ? {} : { ETag: sent.etag }),
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const stream = createReadStream(sent.path)
    stream.on('error', () => res.destroy())
    stream.pipe(res)
  }
}
