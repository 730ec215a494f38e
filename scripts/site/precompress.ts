import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { VARIANTS, type Coding } from '../../src/server/encoding.ts'

/**
 * Files worth compressing. Images and fonts (png, jpg, webp, avif, gif, woff, woff2) are
 * compressed already: a second pass only costs the client a decode, so they have no variant.
 */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.map', '.txt', '.wasm', '.ico'])

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.map', '.txt'])

/** The strongest settings of each: Brotli quality 11, gzip level 9; compressed once, served many times. */
function compress(coding: Coding, body: Buffer, ext: string): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 9 })
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: TEXT.has(ext) ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

export interface PrecompressResult {
  /** Compressible files seen. */
  files: number
  /** Variants written (each smaller than its original). */
  written: number
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, each only
 * when smaller than the file (a stale variant from an earlier build is removed otherwise).
 * Every file and coding at once: node:zlib's async functions run on libuv's thread pool,
 * so the cores share the work.
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const files = (await filesUnder(dir)).filter((path) => COMPRESSIBLE.has(extname(path).toLowerCase()))
  const written = await Promise.all(
    files.map(async (path) => {
      const body = await readFile(path)
      const ext = extname(path).toLowerCase()
      const results = await Promise.all(
        VARIANTS.map(async ({ coding, suffix }) => {
          const packed = await compress(coding, body, ext)
          if (packed.length >= body.length) {
            await rm(path + suffix, { force: true })
            return 0
          }
          await writeFile(path + suffix, packed)
          return 1
        }),
      )
      return results.reduce<number>((n, r) => n + r, 0)
    }),
  )
  return { files: files.length, written: written.reduce((n, r) => n + r, 0) }
}

/** Vite plugin: precompresses the client build once every file is written (the serving facts included). */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'mango-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const { consumer, build } = this.environment.config
      if (consumer !== 'client' || !build.write) return
      await precompressDir(outDir)
    },
  }
}
