import { execFile } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'

const run = promisify(execFile)
/** The nested package with RainbowKit 2.2.11 + wagmi 2 + TanStack Query (its own lock file). */
const REFERENCE = resolve('test/reference/rainbowkit')
const APP = resolve(REFERENCE, 'stake-app')
const OUT = resolve('node_modules/.bench-rainbowkit-stake')

/** Installs the reference package (`npm ci` there, from its lock file) when its node_modules is missing. */
async function ensureReference(): Promise<void> {
  if (existsSync(resolve(REFERENCE, 'node_modules/@rainbow-me/rainbowkit/package.json'))) return
  console.log('    installing test/reference/rainbowkit (npm ci)...')
  await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: REFERENCE, maxBuffer: 16 * 1024 * 1024 })
}

/**
 * Builds the RainbowKit staking app (test/reference/rainbowkit/stake-app) for production with
 * these VITE_* variables (chain, node, contracts) and serves it on a free port.
 */
export async function serveRainbowKitStakeApp(env: Record<string, string>): Promise<{ url: string; dist: string; stop(): Promise<void> }> {
  await ensureReference()
  rmSync(OUT, { recursive: true, force: true })
  const define = Object.fromEntries(Object.entries(env).map(([k, v]) => [`import.meta.env.${k}`, JSON.stringify(v)]))
  const common = { configFile: false as const, root: APP, logLevel: 'error' as const, plugins: [react()], define }
  await build({ ...common, build: { outDir: OUT, emptyOutDir: true, target: 'es2022' } })
  const server = await preview({ ...common, build: { outDir: OUT }, preview: { port: 0, host: '127.0.0.1' } })
  return {
    url: server.resolvedUrls!.local[0]!,
    dist: OUT,
    stop: () => new Promise<void>((r) => server.httpServer.close(() => r())),
  }
}
