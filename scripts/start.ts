/**
 * `npm start`: local anvil devnet (chain 1101) + contracts + the local WalletConnect relay +
 * Vite dev server wired to them.
 *
 *   npm start                      anvil on 127.0.0.1:8545 (or a free port if busy), blocks every 2 s
 *   npm start -- --block-time 0    automine only (no timed blocks)
 *   npm start -- --port 8546       another preferred RPC port
 *   npm start -- --relay-port 8788 another preferred relay port (default 8787)
 *   npm start -- --site-port 5174  another preferred site port (default 5173)
 *
 * Writes .devnet/deployment.json and .devnet/walletconnect.json (MANGO_DEVNET_DIR moves
 * them); `npm run wc-wallet` reads the latter. Ctrl-C stops everything. Nothing is downloaded.
 * With your own VITE_WC_PROJECT_ID (and no VITE_WC_RELAY_URL) the site uses WalletConnect's
 * public relay instead of the local one.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startRelay, type Relay } from '@porch/kit/testing'
import { findFreePort, isPortFree, startAnvil, type AnvilInstance } from './anvil'
import { deployDevnet } from './devnet/deploy'
import { deploymentEnv } from './devnet/env'
import { devnetDir, LOCAL_WC_PROJECT_ID, writeWalletConnectInfo } from './devnet/walletConnectInfo'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PREFERRED_RPC_PORT = 8545
const PREFERRED_VITE_PORT = 5173
const PREFERRED_RELAY_PORT = 8787

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
  let relay: Relay | undefined
  let stopping = false
  const shutdown = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true
      if (vite && vite.exitCode === null) vite.kill('SIGTERM')
      await Promise.all([anvil.stop(), relay?.stop()])
    }
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  try {
    const deployment = await deployDevnet(anvil.rpcUrl)
    const dir = devnetDir(repoRoot)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'deployment.json'), `${JSON.stringify(deployment, null, 2)}\n`)
    console.log(`Devnet ready at ${anvil.rpcUrl}; contracts in ${join(dir, 'deployment.json')}`)

    // WalletConnect out of the box: the project's own relay, unless the user brought a
    // project id for the public one.
    const ownRelay = !process.env.VITE_WC_PROJECT_ID || Boolean(process.env.VITE_WC_RELAY_URL)
    const wcEnv: Record<string, string> = {}
    if (!process.env.VITE_WC_RELAY_URL && ownRelay) {
      relay = await startRelay({ port: await choosePort(numberFlag('--relay-port', PREFERRED_RELAY_PORT), 'the WalletConnect relay') })
      wcEnv.VITE_WC_RELAY_URL = relay.url
    }
    if (!process.env.VITE_WC_PROJECT_ID) wcEnv.VITE_WC_PROJECT_ID = LOCAL_WC_PROJECT_ID
    const relayUrl = wcEnv.VITE_WC_RELAY_URL ?? process.env.VITE_WC_RELAY_URL
    if (relayUrl) {
      writeWalletConnectInfo(dir, { relayUrl, rpcUrl: anvil.rpcUrl, chainId: deployment.chainId })
      console.log(`WalletConnect relay at ${relayUrl}`)
    }

    const vitePort = (await choosePort(numberFlag('--site-port', PREFERRED_VITE_PORT), 'the site (Vite)')) || (await findFreePort())
    const url = `http://127.0.0.1:${vitePort}/`
    vite = spawn(
      join(repoRoot, 'node_modules', '.bin', 'vite'),
      ['--host', '127.0.0.1', '--port', String(vitePort), '--strictPort'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
        env: { ...process.env, ...deploymentEnv(deployment, { devnet: true, privateKey: true }), ...wcEnv },
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
        ...(relayUrl
          ? ['  Or pick "WalletConnect", click "Copy link" and run: npm run wc-wallet -- "wc:..." (a wallet with the devnet key).']
          : []),
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
