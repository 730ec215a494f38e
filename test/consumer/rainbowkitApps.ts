/**
 * The three RainbowKit apps of test/consumer/rainbowkit-{vite,next,siwe}, written from
 * RainbowKit 2.2.11's documentation alone, in their two variants:
 * - `rainbowkit`: the app as written, on the reference tree test/reference/rainbowkit
 *   (RainbowKit 2.2.11 + wagmi 2 + TanStack Query; `npm ci` there when its node_modules is
 *   missing): type-checked (lib checks skipped: wagmi 2's and MetaMask's declarations fail
 *   them), and the Vite apps built by buildApp as the kit's variant is: the repository's
 *   Vite and React plugin, one bundler on both sides (the tree may also be installed
 *   without its dev dependencies, as `npm ci --omit=dev` leaves it);
 * - `kit`: the same app with ONLY its import specifiers rewritten (RAINBOWKIT_TO_KIT), on the
 *   packed kit (packedKit), type-checked strictly under `"moduleResolution": "bundler"` and
 *   `"node"` (TypeScript 5.9, lib checks on for the Vite apps), then built (Vite, or
 *   `next build` for the Next.js app) without a warning.
 * A build is kept in the run's pack folder ($PORCH_KIT_PACK_DIR, else a temporary one) by
 * app, variant and environment, so a run builds each once (the e2e spec and the bench share them).
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { importsOf, rewriteImports } from '../../scripts/kit/wagmiApp'
import { TSC_5 } from '../../scripts/kit/tsc'
import { buildApp, PACK_DIR_ENV, packedKit } from './consumerApp'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
/** The reference tree: RainbowKit 2.2.11 + wagmi 2, a package of its own (only to compare against). */
export const REFERENCE_DIR = join(root, 'test/reference/rainbowkit')

/** The Vite app (custom button, theme, disclaimer, avatar, recent transactions), the Next.js App Router app, the sign-in app. */
export type RainbowKitApp = 'vite' | 'next' | 'siwe'
/** The app as written, on RainbowKit; or moved to the kit by rewriting its imports. */
export type RainbowKitVariant = 'rainbowkit' | 'kit'

/**
 * The move, issue 41's contract: these specifiers and nothing else change. `wagmi/chains`
 * goes to the kit's `./chains` entry when the packed kit has one, else to viem's (chainsEntry).
 */
export const RAINBOWKIT_TO_KIT: Readonly<Record<string, string>> = {
  '@rainbow-me/rainbowkit': '@porch/kit/react',
  '@rainbow-me/rainbowkit/wallets': '@porch/kit/wallets',
  '@rainbow-me/rainbowkit/components': '@porch/kit/components',
  '@rainbow-me/rainbowkit/styles.css': '@porch/kit/styles.css',
  wagmi: '@porch/kit/react',
  'wagmi/chains': '@porch/kit/chains',
}

/** What the apps' sources may import: RainbowKit's and wagmi's entries, viem, TanStack Query, React (and Next.js in the Next app). */
export const ALLOWED_IMPORTS = new Set([...Object.keys(RAINBOWKIT_TO_KIT), 'viem', 'viem/siwe', '@tanstack/react-query', 'react', 'react-dom/client', 'next/headers'])

/** The app's source folder, where its sources are. */
export const appDir = (app: RainbowKitApp) => join(root, 'test/consumer', `rainbowkit-${app}`)
const srcOf = (app: RainbowKitApp) => (app === 'next' ? 'app' : 'src')

/** Every .ts/.tsx file under `dir`. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })

/** The map the move uses with this packed kit: `wagmi/chains` falls back to `viem/chains` when the kit has no `./chains` entry. */
export function moveMap(kitManifest: { exports: Record<string, unknown> }): Record<string, string> {
  return { ...RAINBOWKIT_TO_KIT, ...('./chains' in kitManifest.exports ? {} : { 'wagmi/chains': 'viem/chains' }) }
}

/** The reference tree's node_modules, installed (`npm ci`, its own lock file) when missing. */
let installing: Promise<string> | undefined
export function referenceModules(): Promise<string> {
  installing ??= (async () => {
    const modules = join(REFERENCE_DIR, 'node_modules')
    if (!existsSync(join(modules, '@rainbow-me', 'rainbowkit', 'package.json'))) {
      await run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: REFERENCE_DIR, maxBuffer: 64 << 20 })
    }
    return modules
  })()
  return installing
}

/** Links every package of `from` into `to`, but those `skip` names. */
function linkAll(from: string, to: string, skip: (name: string) => boolean) {
  for (const name of readdirSync(from)) if (!name.startsWith('.') && !skip(name)) symlinkSync(join(from, name), join(to, name))
}

/** The app's folder for a variant: sources copied (and, for the kit, moved), node_modules linked. */
async function makeApp(app: RainbowKitApp, variant: RainbowKitVariant): Promise<string> {
  // Turbopack compiles nothing outside the root it infers from the links: the Next app lives in the repository (as e2e/fixtures/nextApp.ts's).
  const parent = app === 'next' ? join(root, '.consumer-apps') : tmpdir()
  mkdirSync(parent, { recursive: true })
  const dir = mkdtempSync(join(parent, `rainbowkit-${app}-${variant}-`))
  cpSync(appDir(app), dir, { recursive: true })
  // The sign-in app runs the kit's server as the ERC-20 app does: that app's server file, unchanged.
  if (app === 'siwe') cpSync(join(root, 'test/consumer/erc20/server.ts'), join(dir, 'server.ts'))
  const modules = join(dir, 'node_modules')
  mkdirSync(modules)
  if (variant === 'rainbowkit') {
    const reference = await referenceModules()
    // The reference tree has no React types and no Next.js, and may lack its dev dependencies:
    // the repository's, beside it; its Vite too, for `vite/client`'s `import.meta.env` types.
    linkAll(reference, modules, (name) => name === '@types' || name === 'vite')
    symlinkSync(join(root, 'node_modules/vite'), join(modules, 'vite'))
    mkdirSync(join(modules, '@types'))
    linkAll(join(reference, '@types'), join(modules, '@types'), () => false)
    for (const name of ['react', 'react-dom']) symlinkSync(join(root, 'node_modules/@types', name), join(modules, '@types', name))
    if (app === 'next') for (const name of ['next', '@next']) symlinkSync(join(root, 'node_modules', name), join(modules, name))
    return dir
  }
  // Without wagmi and RainbowKit: a leftover import fails instead of building on them.
  linkAll(join(root, 'node_modules'), modules, (name) => name === '@porch' || name === 'wagmi' || name === '@wagmi' || name === '@rainbow-me')
  mkdirSync(join(modules, '@porch', 'kit'), { recursive: true })
  await run('tar', ['-xzf', await packedKit(), '-C', join(modules, '@porch', 'kit'), '--strip-components=1'])
  const map = moveMap(JSON.parse(readFileSync(join(modules, '@porch', 'kit', 'package.json'), 'utf8')) as { exports: Record<string, unknown> })
  for (const file of sourceFiles(join(dir, srcOf(app)))) {
    const text = rewriteImports(readFileSync(file, 'utf8'), map)
    const left = importsOf(text).filter((s) => s === 'wagmi' || s.startsWith('wagmi/') || s.startsWith('@rainbow-me/'))
    if (left.length > 0) throw new Error(`${relative(dir, file)} still imports ${left.join(', ')} after the move`)
    writeFileSync(file, text)
  }
  return dir
}

/** TypeScript 5.9 on the app's tsconfig (and, for the kit, a copy under `"moduleResolution": "node"`); rejects with tsc's output. */
async function typecheck(dir: string, app: RainbowKitApp, variant: RainbowKitVariant): Promise<void> {
  const configs = ['tsconfig.json']
  if (variant === 'kit') {
    // Old resolution (create-react-app, RainbowKit's own Vite example): the same options otherwise.
    const config = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')) as { compilerOptions: Record<string, unknown> }
    writeFileSync(join(dir, 'tsconfig.node.json'), JSON.stringify({ ...config, compilerOptions: { ...config.compilerOptions, moduleResolution: 'node', incremental: false } }))
    configs.push('tsconfig.node.json')
  }
  for (const config of configs) {
    const args = ['-p', config, ...(variant === 'rainbowkit' ? ['--skipLibCheck'] : [])]
    try {
      await run(process.execPath, [TSC_5, ...args], { cwd: dir, maxBuffer: 16 << 20 })
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      throw new Error(`The ${app} app on ${variant === 'kit' ? 'the kit' : 'RainbowKit'} fails tsc -p ${config}:\n${stdout}${stderr}`)
    }
  }
}

/**
 * viem/chains reaches viem's Tempo code, which names Node's worker_threads: every app
 * importing viem gets this notice, and nothing of it ships.
 */
const VIEM_NOTICE = /"node:worker_threads" has been externalized[^\n]*\/ox\/_esm\/tempo\//

/** `next build` in the app's folder with these NEXT_PUBLIC_* variables; rejects on a warning. */
async function nextBuild(dir: string, env: Record<string, string>): Promise<string> {
  const { stdout, stderr } = await run(process.execPath, [join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '', ...env, NODE_ENV: 'production' },
    maxBuffer: 16 << 20,
  })
  // Next prints "No build cache found" on a CI machine with an empty cache: about the machine, not the app.
  const notes = `${stdout}${stderr}`.split('\n').filter((line) => /⚠|\bwarn(ing)?\b/i.test(line) && !/No build cache found/.test(line))
  if (notes.length > 0) throw new Error(`next build of the RainbowKit Next app on the kit printed warnings:\n${notes.join('\n')}`)
  return join(dir, '.next')
}

let scratch: string | undefined
function cacheDir(): string {
  const shared = process.env[PACK_DIR_ENV]
  if (shared) return shared
  if (!scratch) {
    const dir = mkdtempSync(join(tmpdir(), 'porch-rainbowkit-cache-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    scratch = dir
  }
  return scratch
}

const building = new Map<string, Promise<string>>()
/** Vite builds one at a time: each sets process.env's VITE_* variables aside while it resolves its own. */
let viteTurn: Promise<unknown> = Promise.resolve()

/**
 * The app type-checked and built in a variant with these build-time variables, once per run
 * and environment (a failure too is given once). Resolves with the built app's folder:
 * a Vite app's dist (index.html and assets; the sign-in app's beside its server.ts); for
 * the Next app, the app folder itself with its .next (in .consumer-apps/, for `next start`);
 * on RainbowKit the Next app is only type-checked (the reference tree has no Next.js), and
 * resolves with ''. Kept folders are removed when the process exits.
 */
export function buildRainbowKitApp(app: RainbowKitApp, variant: RainbowKitVariant, env: Record<string, string> = {}): Promise<string> {
  const key = createHash('sha256').update(JSON.stringify([app, variant, Object.entries(env).sort()])).digest('hex').slice(0, 16)
  const dist = join(cacheDir(), `rainbowkit-${app}-${variant}-${key}`)
  let pending = building.get(dist)
  if (!pending) {
    pending = (async () => {
      if (existsSync(join(dist, 'index.html'))) return dist
      const dir = await makeApp(app, variant)
      let keep = false
      try {
        await typecheck(dir, app, variant)
        if (app === 'next') {
          if (variant === 'rainbowkit') return ''
          await nextBuild(dir, env)
          keep = true
          return dir
        }
        const built = viteTurn.then(async () => {
          const { outDir, warnings } = await buildApp(dir, env)
          // RainbowKit's build warns (chunks over 500 kB): not ours to fix.
          if (variant === 'rainbowkit') return outDir
          const ours = warnings.filter((w) => !VIEM_NOTICE.test(w))
          if (ours.length > 0) throw new Error(`the RainbowKit ${app} app's build on the kit printed ${ours.length} warning(s):\n${ours.join('\n')}`)
          return outDir
        })
        viteTurn = built.catch(() => {})
        const outDir = await built
        // The sign-in app's server file stays beside its build (run from there, it finds the kit's server).
        if (app === 'siwe') {
          keep = true
          return outDir
        }
        renameSync(outDir, dist)
        return dist
      } finally {
        if (keep) process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
        else rmSync(dir, { recursive: true, force: true })
      }
    })()
    pending.catch(() => {})
    building.set(dist, pending)
  }
  return pending
}
