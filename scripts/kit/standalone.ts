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
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { build, defaultClientConditions, type Plugin } from 'vite'

/**
 * The entry files, one module each, sharing chunks: `element.js` is `@porch/kit/element`
 * and `@porch/kit` together (one copy of the core, so `createConfig` from it is the
 * config `defineElements` takes).
 */
const STANDALONE_ENTRIES = {
  element: ["export * from './entries/element'", "export { createConfig, http, fallback, injected, injectedDiscovery, walletConnect } from './index'"].join('\n'),
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
 * The element entry's kitCss module (empty in the source) with the text of the browser
 * build's styles.css, as scripts/kit/elementCss.ts writes it into the npm build: the
 * elements adopt it into their shadow roots, so the page adds no stylesheet.
 */
function kitCss(kit: string, dist: string): Plugin {
  const source = join(kit, ELEMENT_CSS_SOURCE)
  return {
    name: 'porch-kit-css',
    load: (id) => (id === source ? `export const KIT_CSS = ${JSON.stringify(readFileSync(join(dist, 'styles.css'), 'utf8'))}` : null),
  }
}

export async function buildStandalone(kit: string, dist: string): Promise<void> {
  const outDir = join(dist, 'standalone')
  await build({
    configFile: false,
    root: kit,
    logLevel: 'warn',
    plugins: [standaloneEntries(kit), kitCss(kit, dist), vanillaExtractPlugin()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    // React and the kit read NODE_ENV; a page without a bundler has nobody else to set it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      cssCodeSplit: false,
      modulePreload: false,
      rollupOptions: {
        input: Object.fromEntries(Object.keys(STANDALONE_ENTRIES).map((name) => [name, `${VIRTUAL}${name}`])),
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'chunks/[name]-[hash][extname]' },
      },
    },
  })
  // vanilla-extract still emits the stylesheet as a file; the elements use the copy inside
  // the JavaScript (kitCss above), so the file would only mislead.
  for (const file of readdirSync(join(outDir, 'chunks'))) if (file.endsWith('.css')) rmSync(join(outDir, 'chunks', file))
}
