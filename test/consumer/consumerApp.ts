/**
 * The kit as another dapp gets it: `npm run build:kit`, `npm pack` of lib/, then a fresh
 * Vite + React app made from test/consumer/template with the tarball unpacked into its
 * node_modules/@porch/kit, exactly what `npm install ./porch-kit.tgz` puts there (the kit
 * has no install scripts). Its other packages (react, react-dom, viem, vite and the kit's
 * own dependencies) are links to this repository's node_modules, so nothing is downloaded
 * and the app works offline.
 */
import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build, preview } from 'vite'

const run = promisify(execFile)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const template = join(root, 'test/consumer/template')

export interface ConsumerApp {
  /** The app's folder (a temporary directory). */
  dir: string
  /** The packed kit it was made from. */
  tarball: string
  /** Build the app for production into `dir/dist` with these VITE_* variables; returns the dist folder. */
  build(env?: Record<string, string>): Promise<string>
  /** Serve the built app (vite preview) on a free port. */
  serve(): Promise<{ url: string; stop(): Promise<void> }>
  /** Delete the app folder and the tarball. */
  remove(): void
}

/** `npm run build:kit`, then `npm pack` of lib/ into `dest`; returns the tarball's path. */
export async function packKit(dest: string): Promise<string> {
  await run('npm', ['run', 'build:kit'], { cwd: root, maxBuffer: 16 << 20 })
  const { stdout } = await run('npm', ['pack', './lib', '--pack-destination', dest, '--json', '--ignore-scripts'], { cwd: root, maxBuffer: 16 << 20 })
  const [info] = JSON.parse(stdout) as Array<{ filename: string }>
  if (!info) throw new Error(`npm pack printed no file: ${stdout}`)
  return join(dest, info.filename)
}

/** A fresh app from the template with the packed kit installed. */
export async function createConsumerApp(): Promise<ConsumerApp> {
  const dir = mkdtempSync(join(tmpdir(), 'porch-consumer-'))
  try {
    const tarball = await packKit(dir)
    cpSync(template, dir, { recursive: true })
    const modules = join(dir, 'node_modules')
    mkdirSync(join(modules, '@porch', 'kit'), { recursive: true })
    // Everything but the kit: links to the repository's packages (offline, no registry).
    // WalletConnect's client is an optional peer of the kit: there only if the app depends on it.
    const { dependencies = {} } = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }
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
        const outDir = join(dir, 'dist')
        // The app reads its chains from VITE_* variables; a .env file keeps them to this build.
        writeFileSync(join(dir, '.env.production.local'), Object.entries(env).map(([k, v]) => `${k}=${v}\n`).join(''))
        await build({ root: dir, configFile: false, envDir: dir, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
        return outDir
      },
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
