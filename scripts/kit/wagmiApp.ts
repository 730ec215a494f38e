/**
 * The wagmi 3 app of test/consumer/wagmi3 in its two variants, the way a team moves it:
 * - `wagmi`: the app as written, on wagmi 3.7.7 + TanStack Query + viem;
 * - `kit`: the same app with every `'wagmi'` import rewritten to `'@porch/kit/react'`
 *   (`'wagmi/chains'` to `'viem/chains'`, `'wagmi/actions'` and `'wagmi/connectors'` to
 *   `'@porch/kit'`) and its two configuration files (src/wagmi.ts, src/providers.tsx)
 *   replaced by the kit's (test/consumer/wagmi3/porch), on the packed kit (packedKit).
 * Each variant is type-checked with the app's own tsconfig (strict, `types: []`,
 * `skipLibCheck: false`; wagmi's own declarations fail that check, so the wagmi variant
 * skips lib checks), then built by Vite. A build is cached in the run's pack folder
 * ($PORCH_KIT_PACK_DIR, else a temporary one) by variant and environment, so a run builds
 * each variant once.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { preview } from 'vite'
import { buildApp, PACK_DIR_ENV, packedKit } from '../../test/consumer/consumerApp'
import { TSC_5 } from './tsc'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const appSource = join(root, 'test/consumer/wagmi3')

/** The app on wagmi itself, or moved to the kit. */
export type WagmiAppVariant = 'wagmi' | 'kit'

/** The import paths a team rewrites to move the app (the only change besides the two config files). */
export const KIT_IMPORTS: Readonly<Record<string, string>> = {
  wagmi: '@porch/kit/react',
  'wagmi/chains': 'viem/chains',
  'wagmi/actions': '@porch/kit',
  'wagmi/connectors': '@porch/kit',
}

/** The files the move replaces (with test/consumer/wagmi3/porch's), relative to src/. */
export const REPLACED_FILES = ['wagmi.ts', 'providers.tsx'] as const

/** Packages the kit variant must do without: linked into its node_modules, a leftover import would still build. */
const WAGMI_ONLY = new Set(['wagmi', '@wagmi', '@tanstack'])

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })

/** Every module specifier a source file names (`from '…'`, `import '…'`, `declare module '…'`). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:from|import|declare module)\s+'([^']+)'/g)].map((m) => m[1]!)
}

/** The file with its import paths rewritten by `map` (default: wagmi's to the kit's, KIT_IMPORTS); other paths are left alone. */
export function rewriteImports(text: string, map: Readonly<Record<string, string>> = KIT_IMPORTS): string {
  return text.replace(/((?:from|import|declare module)\s+')([^']+)(')/g, (whole, open: string, path: string, close: string) => {
    const to = map[path]
    return to === undefined ? whole : `${open}${to}${close}`
  })
}

/** The app's folder for a variant: sources copied (and, for the kit, moved), node_modules linked. */
async function makeApp(variant: WagmiAppVariant): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `porch-wagmi3-${variant}-`))
  for (const name of ['index.html', 'package.json', 'tsconfig.json', 'src']) cpSync(join(appSource, name), join(dir, name), { recursive: true })
  const modules = join(dir, 'node_modules')
  mkdirSync(modules)
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '@porch' || name.startsWith('.') || (variant === 'kit' && WAGMI_ONLY.has(name))) continue
    symlinkSync(join(root, 'node_modules', name), join(modules, name))
  }
  if (variant === 'kit') {
    const src = join(dir, 'src')
    for (const file of REPLACED_FILES) cpSync(join(appSource, 'porch', file), join(src, file))
    for (const file of sourceFiles(src)) {
      const text = rewriteImports(readFileSync(file, 'utf8'))
      const left = importsOf(text).filter((s) => s === 'wagmi' || s.startsWith('wagmi/') || s.startsWith('@tanstack/'))
      if (left.length > 0) throw new Error(`${relative(dir, file)} still imports ${left.join(', ')} after the move`)
      writeFileSync(file, text)
    }
    mkdirSync(join(modules, '@porch', 'kit'), { recursive: true })
    await run('tar', ['-xzf', await packedKit(), '-C', join(modules, '@porch', 'kit'), '--strip-components=1'])
  }
  return dir
}

/** TypeScript 5.9's `tsc -p tsconfig.json` in the app's folder; rejects with tsc's output when it reports errors. */
async function typecheck(dir: string, variant: WagmiAppVariant): Promise<void> {
  // wagmi 3.7.7's declarations do not pass skipLibCheck: false (its optional connectors'
  // SDKs are not installed, and its query types name TanStack types of another arity).
  const args = ['-p', 'tsconfig.json', ...(variant === 'wagmi' ? ['--skipLibCheck'] : [])]
  try {
    await run(process.execPath, [TSC_5, ...args], { cwd: dir, maxBuffer: 16 << 20 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`The ${variant} variant of the wagmi 3 app fails tsc:\n${stdout}${stderr}`)
  }
}

/**
 * Vite's production build of the app into `dir/dist`. The kit variant's build rejects when it
 * prints a warning (an adopter sees a clean build); wagmi's own build warns (a chunk over
 * 500 kB, Node's worker_threads externalized for viem's Tempo code) and is not ours to fix.
 */
async function viteBuild(dir: string, variant: WagmiAppVariant, env: Record<string, string>): Promise<string> {
  const { outDir, warnings } = await buildApp(dir, env)
  // viem/chains (the app's chains import) reaches viem's Tempo code, which names Node's
  // worker_threads: any app importing viem/chains gets this notice, and nothing of it ships.
  const ours = warnings.filter((w) => !/"node:worker_threads" has been externalized[^\n]*\/ox\/_esm\/tempo\//.test(w))
  if (variant === 'kit' && ours.length > 0) throw new Error(`the ${variant} variant's build printed ${ours.length} warning(s):\n${ours.join('\n')}`)
  return outDir
}

let scratch: string | undefined
/** Where built variants are kept: the run's pack folder, else a temporary folder removed at exit. */
function cacheDir(): string {
  const shared = process.env[PACK_DIR_ENV]
  if (shared) return shared
  if (!scratch) {
    const dir = mkdtempSync(join(tmpdir(), 'porch-wagmi3-cache-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    scratch = dir
  }
  return scratch
}

const building = new Map<string, Promise<string>>()
/** Vite builds one at a time: each sets process.env's VITE_* variables aside while it resolves its own. */
let viteTurn: Promise<unknown> = Promise.resolve()

/**
 * The variant built with these VITE_* variables: its dist folder (index.html and assets),
 * made once per run and environment (a failure too is given once). Type-checks the app before building it.
 */
export function buildWagmiApp(variant: WagmiAppVariant, env: Record<string, string> = {}): Promise<string> {
  const key = createHash('sha256').update(JSON.stringify([variant, Object.entries(env).sort()])).digest('hex').slice(0, 16)
  const dist = join(cacheDir(), `wagmi3-${variant}-${key}`)
  let pending = building.get(dist)
  if (!pending) {
    pending = (async () => {
      if (existsSync(join(dist, 'index.html'))) return dist
      const dir = await makeApp(variant)
      try {
        await typecheck(dir, variant)
        const built = viteTurn.then(() => viteBuild(dir, variant, env))
        viteTurn = built.catch(() => {})
        renameSync(await built, dist)
        return dist
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })()
    // A failed build stays failed for this process: the spec's describe waits for the build its
    // file's setup started, and must not type-check and build the variant a second time.
    pending.catch(() => {})
    building.set(dist, pending)
  }
  return pending
}

/** Serves a built variant (vite preview) on a free port. */
export async function serveWagmiApp(dist: string): Promise<{ url: string; stop(): Promise<void> }> {
  const server = await preview({ root: dirname(dist), configFile: false, logLevel: 'warn', build: { outDir: basename(dist) }, preview: { port: 0, host: '127.0.0.1' } })
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('vite preview did not report a URL')
  return { url, stop: () => new Promise<void>((r) => server.httpServer.close(() => r())) }
}
