import type { ChildProcess } from 'node:child_process'

/** Options of {@link startAnvil}. */
export interface StartAnvilParameters {
  /** Chain id of the node. Default 31337 (anvil's). */
  chainId?: number
  /** Port on 127.0.0.1. Default: a free one. */
  port?: number
  /** Also mine a block every `blockTime` seconds (transactions are still mined at once). */
  blockTime?: number
}

/** A running anvil node. */
export interface AnvilNode {
  /** Its JSON-RPC URL, `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** The port it listens on. */
  port: number
  /** Its chain id. */
  chainId: number
  /** The node's process id; `stop()` ends that process only. */
  pid: number
  /** Stop the node (SIGTERM, SIGKILL after 3 s). Safe to call twice. */
  stop(): Promise<void>
}

const READY_MS = 20_000

/**
 * Starts a local anvil node (Foundry) from the `@foundry-rs/anvil` package (an optional peer:
 * its platform package carries the binary, so nothing is downloaded), on a free port. Its
 * accounts are anvil's development accounts, the test wallet's defaults.
 */
export async function startAnvil(parameters: StartAnvilParameters = {}): Promise<AnvilNode> {
  const { spawn } = await import('node:child_process')
  const binary = await anvilBinary()
  const chainId = parameters.chainId ?? 31337
  const args = ['--host', '127.0.0.1', '--port', String(parameters.port ?? 0), '--chain-id', String(chainId)]
  if (parameters.blockTime !== undefined) args.push('--block-time', String(parameters.blockTime), '--mixed-mining')
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const killOnExit = () => void child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.removeListener('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    await new Promise<void>((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 3000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  }
  try {
    const port = await listeningPort(child)
    const rpcUrl = `http://127.0.0.1:${port}`
    await answers(rpcUrl, child)
    return { rpcUrl, port, chainId, pid: child.pid!, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The anvil binary of this platform, from `@foundry-rs/anvil`'s platform package. */
async function anvilBinary(): Promise<string> {
  const { createRequire } = await import('node:module')
  const { dirname, join } = await import('node:path')
  const require = createRequire(import.meta.url)
  const manifest = await loadManifest(require)
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    const platformManifest = createRequire(manifest).resolve(`${platformPkg}/package.json`)
    return join(dirname(platformManifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  } catch {
    throw new Error(`startAnvil needs the package "${platformPkg}" (installed with @foundry-rs/anvil on supported platforms).`)
  }
}

async function loadManifest(require: NodeJS.Require): Promise<string> {
  try {
    return require.resolve('@foundry-rs/anvil/package.json')
  } catch {
    throw new Error('startAnvil needs the package "@foundry-rs/anvil": install it as a devDependency (npm install -D @foundry-rs/anvil).')
  }
}

/** Reads anvil's "Listening on 127.0.0.1:<port>" line (the OS picked the port). */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    let port: number | undefined
    const timer = setTimeout(() => reject(new Error(`anvil did not start within ${READY_MS} ms`)), READY_MS)
    child.stdout?.on('data', (chunk: Buffer) => {
      if (port !== undefined) return // keep draining so anvil never blocks on a full pipe
      out += chunk.toString()
      const match = /Listening on [\d.]+:(\d+)/.exec(out)
      if (match?.[1]) {
        port = Number(match[1])
        clearTimeout(timer)
        resolve(port)
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => void (err = (err + chunk.toString()).slice(-4000)))
    child.once('error', (e) => {
      clearTimeout(timer)
      reject(new Error(`Could not run anvil: ${e.message}`))
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (port === undefined) reject(new Error(`anvil exited early (code ${code}): ${err.trim()}`))
    })
  })
}

/** Polls eth_chainId until the node answers. */
async function answers(rpcUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}', signal: AbortSignal.timeout(1000) })
      if (res.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
