/**
 * `npm run build:kit`: builds the kit package (lib/) for other apps: ESM per entry with
 * shared and on-demand chunks, one precompiled styles.css (vanilla-extract runs here, not
 * at the consumer) with its declaration, and .d.ts files (emitted by TypeScript 5.9) whose
 * relative imports carry `.js` so they resolve under Node16 and bundler resolution alike.
 * Runtime libraries stay external, except in dist/standalone/, the element entry's
 * self-contained build for pages without a bundler (scripts/kit/standalone.ts).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { build, defaultClientConditions, type BuildEnvironmentOptions, type PluginOption } from 'vite'
import { clearKitBuildStamp, kitSourceHash, markKitBuilt } from './buildStamp'
import { embedElementCss } from './elementCss'
import { rewriteBarrels } from './reexports'
import { buildStandalone } from './standalone'
import { TSC_5 } from './tsc'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const kitDir = join(root, 'lib')
const kit = kitDir
const dist = join(kit, 'dist')

/**
 * The package's entries, each classified once: `server` entries are free of React and of
 * `"use client"` (Server Components and Route Handlers may import them; a directive there
 * would turn `createConfig` into a client reference), `client` entries get the directive
 * on their entry file and on every module only they reach that imports React. A new entry
 * is one row here (and one in lib/package.json); test/build/directives.test.ts checks both.
 */
export const ENTRIES = {
  index: { source: 'index.ts', runs: 'server', build: 'browser' },
  react: { source: 'entries/react.ts', runs: 'client', build: 'browser' },
  components: { source: 'entries/components.ts', runs: 'client', build: 'browser' },
  element: { source: 'entries/element.ts', runs: 'client', build: 'browser' },
  wallets: { source: 'entries/wallets.ts', runs: 'server', build: 'browser' },
  codegen: { source: 'entries/codegen.ts', runs: 'client', build: 'browser' },
  theme: { source: 'theme/index.ts', runs: 'server', build: 'browser' },
  chains: { source: 'entries/chains.ts', runs: 'server', build: 'browser' },
  // Built apart for Node and fetch runtimes (buildServerEntry, buildTestingEntry below).
  server: { source: 'entries/server.ts', runs: 'server', build: 'node' },
  testing: { source: 'testing/index.ts', runs: 'server', build: 'node' },
} as const satisfies Record<string, { source: string; runs: 'server' | 'client'; build: 'browser' | 'node' }>

/** Peer and runtime dependencies: the consumer's bundler resolves them. */
const EXTERNAL = /^(react|react-dom|viem|@walletconnect\/sign-client|qrcode)(\/.*)?$/

export async function buildKit(): Promise<void> {
  const hash = kitSourceHash()
  clearKitBuildStamp()
  rmSync(dist, { recursive: true, force: true })
  await build({
    configFile: false,
    root: kit,
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      cssCodeSplit: false,
      lib: {
        entry: Object.fromEntries(Object.entries(ENTRIES).flatMap(([name, e]) => (e.build === 'browser' ? [[name, e.source]] : []))),
        formats: ['es'],
        cssFileName: 'styles',
      },
      rollupOptions: {
        external: (id) => EXTERNAL.test(id),
        // One file per source module, as the kit's source is split: the app's bundler can then
        // leave out what it does not use and keep the kit's on-demand chunks (modals, wallet
        // list, WalletConnect) out of the app's first load. Merged chunks would drag them in.
        output: { preserveModules: true, preserveModulesRoot: kit, entryFileNames: '[name].js' },
      },
    },
  })
  // Before the Node builds: those only add files (and import this build's by path).
  rewriteBarrels(dist)
  embedElementCss(dist)
  await buildServerEntry()
  await buildTestingEntry()
  addClientDirectives()
  await buildStandalone(kit, dist)
  emitDeclarations()
  writeFileSync(join(dist, STYLES_DECLARATION.file), STYLES_DECLARATION.text)
  markKitBuilt(hash)
}

/**
 * The declaration of `@porch/kit/styles.css` (its export map's `types` condition): a module
 * with no exports, so an app's side-effect import of the stylesheet type-checks without a
 * `*.css` declaration of its own. TypeScript 7 checks side-effect imports by default
 * (`noUncheckedSideEffectImports`) and refuses an import it finds no declaration for (TS2882).
 */
const STYLES_DECLARATION = {
  file: 'styles.css.d.ts',
  text: '/** The kit\'s stylesheet (`import \'@porch/kit/styles.css\'` once): a side-effect import, with no exports. */\nexport {}\n',
}

const DIRECTIVE = '"use client";\n'
const importsOf = (text: string) => [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!)

/**
 * Rollup drops module-level directives, so they are written after the build: on each
 * client entry's file, and on every module reachable from a client entry (statically or
 * through an on-demand chunk) that imports React, unless a server entry also reaches it.
 */
function addClientDirectives(): void {
  const reach = (files: string[]) => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file) || !file.endsWith('.js') || !existsSync(file)) return
      seen.add(file)
      for (const spec of importsOf(readFileSync(file, 'utf8'))) if (spec.startsWith('.')) visit(resolve(dirname(file), spec))
    }
    files.forEach(visit)
    return seen
  }
  const entryFile = (name: string) => join(dist, `${name}.js`)
  const names = Object.keys(ENTRIES) as Array<keyof typeof ENTRIES>
  const server = reach(names.filter((n) => ENTRIES[n].runs === 'server').map(entryFile))
  const clientEntries = names.filter((n) => ENTRIES[n].runs === 'client').map(entryFile)
  for (const file of reach(clientEntries)) {
    if (server.has(file)) continue
    const text = readFileSync(file, 'utf8')
    const usesReact = importsOf(text).some((spec) => /^react(-dom)?(\/|$)/.test(spec))
    if (clientEntries.includes(file) || usesReact) writeFileSync(file, DIRECTIVE + text)
  }
}

/**
 * What the Node entries' builds share: Node's export conditions, unminified ES modules for
 * node20 written into dist beside the browser build (which they must not empty).
 */
function buildForNode(options: { plugins?: PluginOption[]; build: BuildEnvironmentOptions }) {
  return build({
    configFile: false,
    root: kit,
    logLevel: 'warn',
    resolve: { conditions: ['source', 'node', 'import', 'default'] },
    ...(options.plugins ? { plugins: options.plugins } : {}),
    build: { outDir: dist, emptyOutDir: false, target: 'node20', minify: false, sourcemap: false, copyPublicDir: false, ...options.build },
  })
}

/**
 * `@porch/kit/server` is built on its own, for Node and fetch-style runtimes: no CSS, no
 * browser conditions, `node:` built-ins external, so nothing server-side can reach (or
 * break) the browser build above.
 */
async function buildServerEntry(): Promise<void> {
  await buildForNode({
    build: {
      lib: { entry: { server: ENTRIES.server.source }, formats: ['es'] },
      rollupOptions: {
        external: (id) => EXTERNAL.test(id) || id.startsWith('node:') || /^redis(\/.*)?$/.test(id),
        output: { preserveModules: true, preserveModulesRoot: kit, entryFileNames: '[name].js' },
      },
    },
  })
}

/**
 * `@porch/kit/testing` runs in the test's process (Node), never in an app's bundle: built
 * apart for Node (its page script is a plain function Playwright serializes), with every
 * package external, so the optional peers (ws, @foundry-rs/anvil) load only when used.
 */
async function buildTestingEntry(): Promise<void> {
  await buildForNode({
    plugins: [
      {
        // The kit's own modules it uses (the injected connector) are the client build's files,
        // imported by relative path: building them again here would overwrite them.
        name: 'kit-modules-from-client-build',
        enforce: 'pre',
        resolveId(source, importer) {
          if (!importer || !source.startsWith('.')) return null
          const target = resolve(dirname(importer), source)
          if (target.startsWith(join(kit, 'testing'))) return null
          const path = relative(dirname(importer), target).replaceAll('\\', '/')
          return { id: `${path.startsWith('.') ? path : `./${path}`}.js`, external: true }
        },
      },
    ],
    build: {
      ssr: true,
      rollupOptions: {
        input: { testing: ENTRIES.testing.source },
        external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith(kit),
        output: { format: 'es', preserveModules: true, preserveModulesRoot: kit, entryFileNames: '[name].js' },
      },
    },
  })
}

/**
 * The .d.ts files of the package (dist/**\/*.d.ts, or the same tree under `outDir`), with
 * `.js` on every relative import.
 */
export function emitDeclarations(outDir: string = dist): void {
  execFileSync(process.execPath, [TSC_5, '-p', join(kit, 'tsconfig.build.json'), '--outDir', outDir], { stdio: 'inherit' })
  for (const file of walk(outDir)) if (file.endsWith('.d.ts')) writeFileSync(file, withJsExtensions(file, readFileSync(file, 'utf8')))
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

/** `from './x'` -> `from './x.js'` or `'./x/index.js'`, whichever the emitted file is (comments untouched). */
function withJsExtensions(file: string, text: string): string {
  const fix = (all: string, head: string, quote: string, spec: string) => {
    if (spec.endsWith('.js')) return all
    const base = resolve(dirname(file), spec)
    if (existsSync(`${base}.d.ts`)) return `${head}${quote}${spec}.js${quote}`
    if (existsSync(join(base, 'index.d.ts'))) return `${head}${quote}${spec}/index.js${quote}`
    throw new Error(`${file}: cannot resolve ${spec} among the emitted declarations`)
  }
  return text
    .split('\n')
    .map((line) => (/^\s*(\*|\/\*|\/\/)/.test(line) ? line : line.replace(/((?:from\s*|import\s*\(\s*))(['"])(\.{1,2}\/[^'"]*)\2/g, fix)))
    .join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildKit()
  console.log(`Built ${dist}`)
}
