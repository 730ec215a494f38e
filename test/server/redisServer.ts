import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { findFreePort } from '../../scripts/anvil'

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

export interface RedisInstance {
  url: string
  port: number
  /** SIGSTOP: the socket stays open, nothing answers. */
  pause(): void
  /** SIGCONT. */
  resume(): void
  stop(): Promise<void>
}

/** A throwaway redis-server on a free 127.0.0.1 port, no persistence (extra arguments appended). */
export async function startRedis(port?: number, extra: string[] = []): Promise<RedisInstance> {
  port ??= await findFreePort()
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)))
  child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-4000)))
  const killOnExit = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 10_000
  while (!(await answersPing(port as number))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${output}`)
    if (Date.now() > deadline) throw new Error(`redis-server did not start: ${output}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    stop: async () => {
      process.removeListener('exit', killOnExit)
      if (child.exitCode === null && (child.signalCode === null || child.signalCode === 'SIGSTOP')) {
        child.kill('SIGCONT')
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (d) => {
      socket.destroy()
      resolve(d.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}
