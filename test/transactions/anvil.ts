import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A local anvil for tests (stand-in until scripts/anvil.ts exists; same shape). */
export interface Anvil {
  rpcUrl: string
  port: number
  stop(): Promise<void>
}

export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@foundry-rs/anvil-linux-amd64/package.json')), 'bin', 'anvil')
}

/** Starts anvil on 127.0.0.1 on a free port; resolves once it listens. */
export function startAnvil(opts: { chainId?: number; args?: string[] } = {}): Promise<Anvil> {
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(opts.chainId ?? 1101), ...(opts.args ?? [])],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`anvil did not start:\n${out}`))
    }, 20_000)
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(out)
      if (match?.[1]) {
        clearTimeout(timer)
        const port = Number(match[1])
        resolve({ rpcUrl: `http://127.0.0.1:${port}`, port, stop })
      }
    })
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('error', (err) => {
      clearTimeout(timer)
      reject(err)
    })
  })
}
