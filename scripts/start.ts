/**
 * `npm start`: local anvil devnet (chain 1101) + contracts + Vite dev server wired to them.
 *
 *   npm start                      anvil on 127.0.0.1:8545 (or a free port if busy), blocks every 2 s
 *   npm start -- --block-time 0    automine only (no timed blocks)
 *   npm start -- --port 8546       another preferred RPC port
 *
 * Writes .devnet/deployment.json. Ctrl-C stops Vite and anvil. Nothing is downloaded.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findFreePort, isPortFree, startAnvil, type AnvilInstance } from './anvil'
import { deployDevnet } from './devnet/deploy'
import { deploymentEnv } from './devnet/env'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PREFERRED_RPC_PORT = 8545
const PREFERRED_VITE_PORT = 5173

function numberFlag(name: string, fallback: number): number {
  const index = process.argv.indexOf(name)
  const raw = index >= 0 ? process.argv[index + 1] : undefined
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} expects a non-negative number, got "${raw}"`)
  return value
}

async function choosePort(preferred: number, what: string): Promise<number> {
  if (await isPortFree(preferred)) return preferred
  console.warn(`! Port ${preferred} is already in use, so ${what} will use a free port instead.`)
  return 0
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) })
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`Vite did not answer at ${url}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}

async function main(): Promise<void> {
  // Timed blocks move block.timestamp, so a human sees the harvestable reward grow.
  const blockTime = numberFlag('--block-time', 2)
  const rpcPort = await choosePort(numberFlag('--port', PREFERRED_RPC_PORT), 'the devnet node (anvil)')
  console.log('Starting the local devnet (anvil, chain id 1101)...')
  const anvil: AnvilInstance = await startAnvil({ port: rpcPort, ...(blockTime > 0 ? { blockTime } : {}) })

  let vite: ReturnType<typeof spawn> | undefined
  let stopping = false
  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true
      if (vite && vite.exitCode === null) vite.kill('SIGTERM')
      await anvil.stop()
    }
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  try {
    const deployment = await deployDevnet(anvil.rpcUrl)
    const dir = join(repoRoot, '.devnet')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'deployment.json'), `${JSON.stringify(deployment, null, 2)}\n`)
    console.log(`Devnet ready at ${anvil.rpcUrl}; contracts in .devnet/deployment.json`)

    const vitePort = (await choosePort(PREFERRED_VITE_PORT, 'the site (Vite)')) || (await findFreePort())
    const url = `http://127.0.0.1:${vitePort}/`
    vite = spawn(
      join(repoRoot, 'node_modules', '.bin', 'vite'),
      ['--host', '127.0.0.1', '--port', String(vitePort), '--strictPort'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, ...deploymentEnv(deployment, { devnet: true, privateKey: true }) },
      },
    )
    vite.once('exit', (code) => {
      if (!stopping) {
        console.error(`Vite exited (code ${code}); stopping the devnet.`)
        void shutdown(code ?? 1)
      }
    })
    await waitForHttp(url, 60_000)
    console.log(
      [
        '',
        `  Mango staking devnet is running: open ${url}`,
        '  Click "Connect Wallet", pick "Devnet wallet", then stake some MANGO.',
        `  The devnet wallet ${deployment.devAccount} holds 1,000,000 MANGO; rewards stream in USDC.`,
        '  Press Ctrl-C to stop Vite and the devnet.',
        '',
      ].join('\n'),
    )
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    await shutdown(1)
  }
}

void main()
