/**
 * Starts a local anvil (Foundry) node from the npm platform package, already installed in
 * node_modules, so nothing is downloaded at run time.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

export const DEVNET_CHAIN_ID = 1101
const HOST = '127.0.0.1'
const READY_TIMEOUT_MS = 20_000

export interface StartAnvilOptions {
  /** Port to listen on; omitted or 0 lets the OS pick a free one. */
  port?: number
  /**
   * Also mine a block every `blockTime` seconds. Transactions are still mined at once
   * (anvil --mixed-mining); the timed blocks move `block.timestamp`, so time-based views
   * such as harvestableRewards visibly grow. Omitted: automine only.
   */
  blockTime?: number
  /** Do not forward anvil's log (one line per RPC call) to this process's stdout. Default true. */
  silent?: boolean
  /**
   * Stop the wall clock: every block keeps the previous block's timestamp until
   * evm_setNextBlockTimestamp moves it (see advanceTime in scripts/devnet/time.ts;
   * evm_increaseTime has NO effect while frozen). Gas estimates run at the latest
   * block's timestamp, so with a ticking clock a transaction can take a costlier path
   * (the treasury streaming) than it was estimated for and run out of gas; frozen, the
   * estimate always matches. Default false.
   */
  frozenClock?: boolean
  /** Chain id (default 1101, the devnet's). */
  chainId?: number
}

export interface AnvilInstance {
  rpcUrl: string
  port: number
  /** Stops the node (SIGTERM, then SIGKILL after 3 s). Safe to call twice. */
  stop(): Promise<void>
}

/** Thrown when the requested port is taken. */
export class AnvilPortInUseError extends Error {
  override name = 'AnvilPortInUseError'
  constructor(readonly port: number) {
    super(
      `Port ${port} on ${HOST} is already in use (another anvil or node is probably running). ` +
        'Stop that process or choose another port.',
    )
  }
}

/** Anvil publishes one npm package per platform; the binary sits in its bin/ folder. */
export function anvilBinaryPath(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  const require = createRequire(import.meta.url)
  let manifest: string
  try {
    manifest = require.resolve(`${pkg}/package.json`)
  } catch {
    throw new Error(`The anvil binary package ${pkg} is not installed (unsupported platform?).`)
  }
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/** Resolves true when `port` can be bound on 127.0.0.1 right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, HOST, () => server.close(() => resolve(true)))
  })
}

/** A port the OS considers free right now (for servers that need a concrete port). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function startAnvil(opts: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const requested = opts.port ?? 0
  if (requested !== 0 && !(await isPortFree(requested))) throw new AnvilPortInUseError(requested)

  const args = ['--host', HOST, '--port', String(requested), '--chain-id', String(opts.chainId ?? DEVNET_CHAIN_ID)]
  if (opts.blockTime !== undefined) args.push('--block-time', String(opts.blockTime), '--mixed-mining')
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'pipe', 'pipe'] })

  const killOnExit = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)

  try {
    const port = await waitForListening(child, requested, opts.silent ?? true)
    const rpcUrl = `http://${HOST}:${port}`
    await waitForRpc(rpcUrl, child, opts.chainId ?? DEVNET_CHAIN_ID)
    if (opts.frozenClock) await rpc(rpcUrl, 'anvil_setBlockTimestampInterval', [0])
    return {
      rpcUrl,
      port,
      stop: async () => {
        process.removeListener('exit', killOnExit)
        await stopChild(child)
      },
    }
  } catch (error) {
    process.removeListener('exit', killOnExit)
    await stopChild(child)
    throw error
  }
}

/** Reads anvil's "Listening on 127.0.0.1:<port>" line (needed when the OS picked the port). */
function waitForListening(child: ChildProcess, requested: number, silent: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    let port: number | undefined
    const timer = setTimeout(() => fail(new Error(`anvil did not start within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
    const fail = (error: Error): void => {
      clearTimeout(timer)
      reject(error)
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!silent) process.stdout.write(chunk)
      if (port !== undefined) return // keep draining so anvil never blocks on a full pipe
      stdout += chunk.toString()
      const match = /Listening on [\d.]+:(\d+)/.exec(stdout)
      if (match?.[1]) {
        port = Number(match[1])
        clearTimeout(timer)
        resolve(port)
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
      if (!silent) process.stderr.write(chunk)
    })
    child.once('error', (error) => fail(new Error(`Could not run anvil: ${error.message}`)))
    child.once('exit', (code, signal) => {
      if (port !== undefined) return
      if (/address already in use/i.test(stderr)) fail(new AnvilPortInUseError(requested))
      else fail(new Error(`anvil exited early (code ${code}, signal ${signal}): ${stderr.trim()}`))
    })
  })
}

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(1000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`anvil ${method} failed: ${body.error.message ?? 'unknown error'}`)
  return body.result
}

/** Polls eth_chainId until the node answers with its chain id. */
async function waitForRpc(rpcUrl: string, child: ChildProcess, chainId: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      if (Number(await rpc(rpcUrl, 'eth_chainId', [])) === chainId) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${rpcUrl} did not answer eth_chainId`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
