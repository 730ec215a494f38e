import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, parseAst } from 'vite'
import { chunksContaining, measureFirstLoad } from '../../scripts/bench/firstLoad'
import { DEV_PRIVATE_KEY } from '../../scripts/devnet/accounts'

/**
 * Build for production WITH the devnet variables set (the worst case: someone builds from
 * a shell where `npm start` exported them) and prove the development wallet is not there.
 */
describe('production build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'mango-prod-'))
  let bundle = ''
  let html = ''
  let cssFiles: string[] = []
  const saved = { ...process.env }

  beforeAll(async () => {
    Object.assign(process.env, {
      NODE_ENV: 'production', // vitest sets 'test'; a real `vite build` runs with production
      VITE_DEVNET: '1',
      VITE_DEVNET_PRIVATE_KEY: DEV_PRIVATE_KEY,
      VITE_RPC_URL: 'http://127.0.0.1:8545',
    })
    await build({ logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } })
    const assets = join(outDir, 'assets')
    html = readFileSync(join(outDir, 'index.html'), 'utf8')
    cssFiles = readdirSync(assets).filter((f) => f.endsWith('.css'))
    bundle = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n')
  }, 120_000)

  afterAll(() => {
    process.env = saved
    rmSync(outDir, { recursive: true, force: true })
  })

  // Booleans, not toContain: a failure would otherwise print the whole bundle.
  it('produced the site (our own strings are in it)', () => {
    expect(bundle.length).toBeGreaterThan(10_000)
    expect(bundle.includes('must be an address (0x followed by 40 hexadecimal characters)')).toBe(true)
  })

  it('contains neither the devnet connector nor the development key', () => {
    expect(bundle.includes('Devnet wallet'), 'devnet connector name in bundle').toBe(false)
    expect(bundle.toLowerCase().includes(DEV_PRIVATE_KEY.slice(2).toLowerCase()), 'dev key in bundle').toBe(false)
    expect(bundle.includes('VITE_DEVNET_PRIVATE_KEY'), 'key variable name in bundle').toBe(false)
  })

  // The server's Content-Security-Policy allows scripts and styles from the site's own files
  // only (no 'unsafe-inline', no 'unsafe-eval'): the build must not need more.
  it('runs under the strict CSP: no inline script, style or handler, CSS in files, no eval', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attrs = '', body = ''] of scripts) {
      expect(attrs).toMatch(/\bsrc="\/assets\/[^"]+\.js"/)
      expect(body.trim()).toBe('')
    }
    expect(/<style\b/i.test(html), 'inline <style> in index.html').toBe(false)
    expect(/\sstyle=/i.test(html), 'style attribute in index.html').toBe(false)
    expect(/\son[a-z]+=/i.test(html), 'inline event handler in index.html').toBe(false)
    // vanilla-extract emits real stylesheets, linked from the page.
    expect(cssFiles.length).toBeGreaterThan(0)
    for (const href of [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '')) {
      expect(existsSync(join(outDir, href))).toBe(true)
    }
    expect(/\bnew Function\(|[^\w.$]eval\(/.test(bundle), 'eval or new Function in the bundle').toBe(false)
  })

  // The ENSIP-15 normaliser (@adraffy/ens-normalize, ~25 kB gzip) comes with the first ENS
  // lookup: it is built, but only into a chunk loaded on demand, so the first load does not grow.
  it('loads the ENS normaliser only with ENS: never in the first load', () => {
    const normaliser = chunksContaining(outDir, 'illegal mixture')
    expect(normaliser.length).toBeGreaterThan(0)
    const first = measureFirstLoad(outDir).files.map((f) => f.file)
    expect(first.length).toBeGreaterThan(0)
    for (const c of normaliser) expect(first.includes(c.file), `${c.file} loads first`).toBe(false)
  })

  // Start-up in tasks under 50 ms (src/main.tsx, docs/performance.md "Start-up"): React DOM comes in a
  // chunk of its own, preloaded from index.html, as an ES module (scripts/site/reactDomModule.ts).
  // Wrapped as CommonJS, its ~2,000 functions would sit inside one function that V8 compiles
  // in full on the main thread when the chunk runs; as a module they are top-level.
  it('builds React DOM as an ES module in a chunk of its own, preloaded from index.html', () => {
    const reactDom = chunksContaining(outDir, '__reactContainer$')
    expect(reactDom.map((c) => c.file)).toHaveLength(1)
    const file = reactDom[0]!.file
    expect(html.includes(`<link rel="modulepreload" crossorigin href="${file}">`), `${file} preloaded`).toBe(true)
    expect(html.includes(`src="${file}"`), 'React DOM is not the entry').toBe(false)
    const program = parseAst(readFileSync(join(outDir, file), 'utf8'))
    const topLevelFunctions = program.body.filter((node) => node.type === 'FunctionDeclaration').length
    expect(topLevelFunctions).toBeGreaterThan(500)
    // What the entry imports statically is preloaded too (Vite's own preloading is off).
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? ''
    const imports = [...readFileSync(join(outDir, entry), 'utf8').matchAll(/from"\.\/([^"]+\.js)"/g)].map((m) => `/assets/${m[1]!}`)
    expect(imports.length).toBeGreaterThan(0)
    for (const dep of imports) expect(html.includes(`href="${dep}"`), `${dep} preloaded`).toBe(true)
  })

  // `npm run serve` sends what the build precompressed (test/server/compression.test.ts serves it).
  it('writes a Brotli and a gzip variant beside every script, stylesheet and the page, none beside the image', () => {
    const first = measureFirstLoad(outDir).files.map((f) => f.file)
    const css = cssFiles.map((f) => `/assets/${f}`)
    for (const file of ['/index.html', ...first, ...css]) {
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(outDir, file + suffix)), file + suffix).toBe(true)
    }
    expect(existsSync(join(outDir, 'og-image.png.br')) || existsSync(join(outDir, 'og-image.png.gz')), 'og-image.png compressed').toBe(false)
  })
})
