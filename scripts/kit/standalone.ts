/**
 * The self-contained build of `@porch/kit/element` (lib/dist/standalone/), for pages
 * without a bundler: a `<script type="module">` imports `element.js` from a static folder
 * or a CDN path. Every dependency is inside (React, react-dom, the parts of viem the kit
 * uses, qrcode, WalletConnect's sign-client), minified for production, and code-split the
 * way the kit's source is: the modals, the wallet list, the QR code library and the
 * WalletConnect client are chunks beside it that load on demand through relative dynamic
 * imports, so the folder works wherever it is served from. The kit's CSS travels inside
 * the JavaScript (the elements adopt it into their shadow roots): no stylesheet to add.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { build, defaultClientConditions, type Plugin } from 'vite'

/**
 * The entry files, sharing one copy of the core (so the config `createConfig` makes in
 * either is the one `defineElements` takes):
 * - `element.js`: `@porch/kit/element` and what a page needs to make its config
 *   (createConfig and the connectors): what a page with the button loads (bench step m);
 * - `kit.js`: `@porch/kit/element` and all of `@porch/kit` (every action, transport and
 *   error type). All of it is loaded before its first line runs, over 100 kB gzip more: a
 *   page that calls actions imports it, beside or instead of element.js.
 */
const STANDALONE_ENTRIES = {
  element: ["export * from './entries/element'", "export { createConfig, injected, injectedDiscovery, walletConnect } from './index'"].join('\n'),
  kit: ["export * from './entries/element'", "export * from './index'"].join('\n'),
}

const VIRTUAL = 'porch-standalone:'
/** The module of the element entry that holds the kit's CSS text (see kitCss below). */
const ELEMENT_CSS_SOURCE = 'element/kitCss.ts'

/** The entries above as virtual modules resolved from the kit's root. */
function standaloneEntries(kit: string): Plugin {
  return {
    name: 'porch-standalone-entries',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(VIRTUAL)) return `\0${id}`
      return null
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null
      const name = id.slice(VIRTUAL.length + 1) as keyof typeof STANDALONE_ENTRIES
      // Resolved from a real file in the kit, so the relative specifiers above resolve.
      return { code: STANDALONE_ENTRIES[name].replaceAll("'./", `'${kit}/`), moduleSideEffects: true }
    },
  }
}

/**
 * The element entry's kitCss module (empty in the source, filled in the npm build by
 * scripts/kit/elementCss.ts) with the kit's stylesheet as this build compiles and minifies
 * it (the first pass's CSS file): the elements adopt it into their shadow roots, so the
 * page adds no stylesheet.
 */
function kitCss(kit: string, css: string): Plugin {
  const source = join(kit, ELEMENT_CSS_SOURCE)
  return {
    name: 'porch-kit-css',
    load: (id) => (id === source ? `export const KIT_CSS = ${JSON.stringify(css)}` : null),
  }
}

/**
 * Vite wraps each dynamic import in a helper that preloads the imported chunk's CSS and
 * imports in parallel; here there is no CSS file and modulePreload is off, so it would only
 * call the import (and cost about 1 kB gzip on the first load): it does just that.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'porch-standalone-plain-dynamic-imports',
    enforce: 'pre',
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load()' : null),
  }
}

/**
 * The Vite build of the standalone folder: a first pass (`write: false`) learns which
 * modules element.js loads first and compiles the CSS; the second gets both (`first`, `css`).
 */
function standaloneBuild(kit: string, dist: string, options: { write: boolean; first?: ReadonlySet<string>; css?: string }) {
  return build({
    configFile: false,
    root: kit,
    logLevel: 'warn',
    plugins: [standaloneEntries(kit), kitCss(kit, options.css ?? ''), plainDynamicImports(), vanillaExtractPlugin()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // React and the kit read NODE_ENV; a page without a bundler has nobody else to set it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(dist, 'standalone'),
      emptyOutDir: true,
      write: options.write,
      target: 'es2022',
      // The first pass only reads which modules land where (tree-shaking is the same) and the CSS.
      minify: options.write,
      cssMinify: true,
      sourcemap: false,
      copyPublicDir: false,
      cssCodeSplit: false,
      modulePreload: false,
      // React alone is well over Vite's 500 kB notice; the budgets are bench step (m)'s.
      chunkSizeWarningLimit: 2_000,
      rollupOptions: {
        input: Object.fromEntries(Object.keys(STANDALONE_ENTRIES).map((name) => [name, `${VIRTUAL}${name}`])),
        preserveEntrySignatures: 'strict',
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'chunks/[name]-[hash][extname]',
          ...(options.first ? { codeSplitting: { groups: [{ name: 'element', test: (id: string) => options.first!.has(id) }] } } : {}),
        },
      },
    },
  })
}

/**
 * The modules element.js loads before its first line runs (the chunks it imports
 * statically, recursively), as the default code splitting of a first pass placed them:
 * after tree-shaking, unlike the module graph, which holds every module a barrel names.
 */
function firstLoadModules(output: Awaited<ReturnType<typeof build>>): Set<string> {
  const chunks = new Map<string, { imports: string[]; moduleIds: string[] }>()
  for (const c of outputFiles(output)) if (c.type === 'chunk') chunks.set(c.fileName, c)
  const modules = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    const chunk = chunks.get(file)
    if (!chunk || seen.has(file)) return
    seen.add(file)
    chunk.moduleIds.forEach((id) => modules.add(id))
    chunk.imports.forEach(visit)
  }
  visit('element.js')
  if (modules.size === 0) throw new Error('standalone build: element.js not found in the first pass')
  return modules
}

const outputFiles = (output: Awaited<ReturnType<typeof build>>) => [output].flat().flatMap((o) => ('output' in o ? o.output : []))

/** The one stylesheet a build emitted (cssCodeSplit is off), as text. */
function cssOf(output: Awaited<ReturnType<typeof build>>): string {
  const css = outputFiles(output).flatMap((f) => (f.type === 'asset' && f.fileName.endsWith('.css') ? [String(f.source)] : []))
  if (css.length !== 1) throw new Error(`standalone build: expected one stylesheet, got ${css.length}`)
  return css[0]!
}

export async function buildStandalone(kit: string, dist: string): Promise<void> {
  // Two passes: the second puts everything element.js loads before its first line runs in
  // one chunk (kit.js loads it too, and its own part beside): one request instead of a
  // waterfall of small ones, one gzip window over it all. What loads on demand (modals,
  // wallet list, QR code, WalletConnect's client) keeps the source's split.
  const firstPass = await standaloneBuild(kit, dist, { write: false })
  const css = cssOf(firstPass)
  const output = await standaloneBuild(kit, dist, { write: true, first: firstLoadModules(firstPass), css })
  // The class names in the JavaScript are this pass's: its stylesheet must be the one embedded.
  if (cssOf(output) !== css) throw new Error('standalone build: the two passes compiled different CSS')
  const outDir = join(dist, 'standalone')
  // vanilla-extract still emits the stylesheet as a file; the elements use the copy inside
  // the JavaScript (kitCss above), so the file would only mislead.
  for (const file of readdirSync(join(outDir, 'chunks'))) if (file.endsWith('.css')) rmSync(join(outDir, 'chunks', file))
  // Types beside each entry file (an editor or `// @ts-check` on a page without a bundler
  // finds them): the same exports, from the package's declarations one folder up.
  for (const [name, code] of Object.entries(STANDALONE_ENTRIES)) {
    writeFileSync(join(outDir, `${name}.d.ts`), `${code.replace(/'\.\/([^']+)'/g, "'../$1.js'")}\n`)
  }
}
