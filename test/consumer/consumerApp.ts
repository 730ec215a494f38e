/**
 * The kit as another dapp gets it: `npm run build:kit`, `npm pack` of lib/, then a fresh
 * Vite + React app made from a template under test/consumer (`template`, the minimal one,
 * or `erc20`, a token dapp) with the tarball unpacked into its node_modules/@porch/kit,
 * exactly what `npm install ./porch-kit.tgz` puts there (the kit has no install scripts).
 * Its other packages (react, react-dom, viem, vite and the kit's own dependencies) are
 * links to this repository's node_modules, so nothing is downloaded and the app works
 * offline. The kit is packed once per run (see packedKit) and shared by every app.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type * as Testing from '@porch/kit/testing'
import react from '@vitejs/plugin-react'
import { build, createLogger, preview } from 'vite'
import { kitBuildIsFresh } from '../../scripts/kit/buildStamp'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The apps to make: the minimal one (Connect button, sign, send), the ERC-20 dapp, and a plain page with `@porch/kit/element`. */
export type ConsumerTemplate = 'template' | 'erc20' | 'element'

/**
 * A folder that outlives one process, where a test run keeps its one tarball: the e2e
 * global setup sets it, so every spec file (and a restarted worker) reuses the pack.
 */
export const PACK_DIR_ENV = 'PORCH_KIT_PACK_DIR'

export interface ConsumerApp {
  /** The app's folder (a temporary directory). */
  dir: string
  /** The packed kit it was made from (shared; not removed with the app). */
  tarball: string
  /**
   * Build the app for production into `dir/dist` with these VITE_* variables; returns the
   * dist folder. Rejects when the build prints any warning: an adopter sees a clean build.
   */
  build(env?: Record<string, string>): Promise<string>
  /** `@porch/kit/testing` as the app's own node_modules has it (the tarball's export map, its built file). */
  testing(): Promise<typeof Testing>
  /** Serve the built app (vite preview) on a free port. */
  serve(): Promise<{ url: string; stop(): Promise<void> }>
  /** Delete the app folder. */
  remove(): void
}

/**
 * A production build of the app in `dir` (Vite + @vitejs/plugin-react, as every Vite React
 * app: the plugin also quiets Rolldown's notice that a dependency's "use client" means
 * nothing in a client bundle) with these VITE_* variables; resolves with the dist folder and
 * every warning it printed, for the caller to judge.
 */
export async function buildApp(dir: string, env: Record<string, string>): Promise<{ outDir: string; warnings: string[] }> {
  const outDir = join(dir, 'dist')
  // The app reads its chains from VITE_* variables; a .env file keeps them to this build.
  writeFileSync(join(dir, '.env.production.local'), Object.entries(env).map(([k, v]) => `${k}=${v}\n`).join(''))
  const warnings: string[] = []
  const logger = createLogger('warn')
  logger.warn = (msg) => void warnings.push(msg)
  logger.warnOnce = (msg) => void warnings.push(msg)
  logger.error = (msg) => void warnings.push(msg)
  // Vite lets the process's own VITE_* variables win over .env files, and the e2e global
  // setup exports the site's (its WalletConnect relay among them): set aside while the app
  // builds, or the app would talk to the site's relay instead of the one its test gave it.
  const inherited = Object.entries(process.env).filter(([k]) => k.startsWith('VITE_'))
  for (const [k] of inherited) delete process.env[k]
  try {
    await build({ root: dir, configFile: false, envDir: dir, mode: 'production', logLevel: 'warn', customLogger: logger, plugins: [react()], build: { outDir, emptyOutDir: true } })
  } finally {
    for (const [k, v] of inherited) process.env[k] = v
  }
  return { outDir, warnings }
}

/**
 * `npm run build:kit` (unless lib/dist is already a build of the current source, as
 * `npm run check:kit` leaves it), then `npm pack` of lib/ into `dest`; returns the tarball's path.
 */
async function packKit(dest: string): Promise<string> {
  if (!kitBuildIsFresh()) await run('npm', ['run', 'build:kit'], { cwd: root, maxBuffer: 16 << 20 })
  const { stdout } = await run('npm', ['pack', './lib', '--pack-destination', dest, '--json', '--ignore-scripts'], { cwd: root, maxBuffer: 16 << 20 })
  const [info] = JSON.parse(stdout) as Array<{ filename: string }>
  if (!info) throw new Error(`npm pack printed no file: ${stdout}`)
  return join(dest, info.filename)
}

/**
 * `@porch/kit/testing` as an app whose node_modules is `modules` has it: the installed
 * tarball's export map and its built file, as `import '@porch/kit/testing'` resolves there.
 */
export async function installedTesting(modules: string): Promise<typeof Testing> {
  const kit = join(modules, '@porch', 'kit')
  const manifest = JSON.parse(readFileSync(join(kit, 'package.json'), 'utf8')) as { exports: Record<string, { import?: string }> }
  const file = manifest.exports['./testing']?.import
  if (!file) throw new Error('The packed kit has no ./testing export')
  return (await import(pathToFileURL(join(kit, file)).href)) as typeof Testing
}

let packed: Promise<string> | undefined

/**
 * The kit packed once for this run: into $PORCH_KIT_PACK_DIR when set (reusing a tarball
 * already there), else into a temporary folder removed when the process exits. Packing
 * builds the kit (a minute or more on a busy machine), so two apps must not pay it twice.
 */
export function packedKit(): Promise<string> {
  packed ??= (async () => {
    const shared = process.env[PACK_DIR_ENV]
    if (shared) {
      const existing = existsSync(shared) ? readdirSync(shared).find((f) => f.endsWith('.tgz')) : undefined
      if (existing) return join(shared, existing)
      mkdirSync(shared, { recursive: true })
      return packKit(shared)
    }
    const dest = mkdtempSync(join(tmpdir(), 'porch-kit-pack-'))
    process.once('exit', () => rmSync(dest, { recursive: true, force: true }))
    return packKit(dest)
  })().catch((error: unknown) => {
    packed = undefined // a failed pack is retried by the next caller
    throw error
  })
  return packed
}

/** A fresh app from a template (default the minimal one) with the packed kit installed. */
export async function createConsumerApp(template: ConsumerTemplate = 'template'): Promise<ConsumerApp> {
  const tarball = await packedKit()
  const dir = mkdtempSync(join(tmpdir(), `porch-consumer-${template}-`))
  try {
    cpSync(join(root, 'test/consumer', template), dir, { recursive: true })
    const modules = join(dir, 'node_modules')
    mkdirSync(join(modules, '@porch', 'kit'), { recursive: true })
    // Everything but the kit: links to the repository's packages (offline, no registry).
    // WalletConnect's client is an optional peer of the kit: there only if the app depends on it.
    const { dependencies = {} } = JSON.parse(readFileSync(join(root, 'test/consumer', template, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
    for (const name of readdirSync(join(root, 'node_modules'))) {
      if (name === '@porch' || name.startsWith('.')) continue
      if (name === '@walletconnect' && !('@walletconnect/sign-client' in dependencies)) continue
      symlinkSync(join(root, 'node_modules', name), join(modules, name))
    }
    // npm tarballs hold the package under package/.
    await run('tar', ['-xzf', tarball, '-C', join(modules, '@porch', 'kit'), '--strip-components=1'])
    return {
      dir,
      tarball,
      async build(env = {}) {
        const { outDir, warnings } = await buildApp(dir, env)
        if (warnings.length > 0) throw new Error(`the ${template} app's build printed ${warnings.length} warning(s):\n${warnings.join('\n')}`)
        return outDir
      },
      testing: () => installedTesting(modules),
      async serve() {
        const server = await preview({ root: dir, configFile: false, logLevel: 'warn', build: { outDir: join(dir, 'dist') }, preview: { port: 0, host: '127.0.0.1' } })
        const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
        if (!url) throw new Error('vite preview did not report a URL')
        return { url, stop: () => new Promise<void>((r) => server.httpServer.close(() => r())) }
      },
      remove() {
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
