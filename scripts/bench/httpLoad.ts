/**
 * An HTTP/1.1 load generator that costs what a real load tool costs (wrk, autocannon), in its
 * own process as a separate load tool would be. Node's `http` client spends more CPU per
 * request than the server under test (~100 µs: agents, IncomingMessage streams, header
 * objects), which on two shared cores halves what the server can show. Here each connection
 * is a raw `node:net` socket that writes prebuilt keep-alive request bytes and reads the
 * answer's status line and Content-Length; no new dependency (autocannon would do the same,
 * with options we do not need).
 *
 * Still honest: one request in flight per connection (as a browser's keep-alive connection;
 * no pipelining); a request counts when its whole answer (headers and Content-Length bytes
 * of body) has arrived; any status other than `expectStatus` counts as failed, as does an
 * answer without Content-Length, a reset or a `Connection: close`; p50/p99 are per request,
 * from its first byte written to its answer's last byte read.
 */
import { spawn } from 'node:child_process'

/** What to send and for how long. */
export interface LoadOptions {
  url: string
  /** Request paths, used in turn (request i gets paths[i % n] and headers[i % m]). */
  paths: string[]
  headers: Record<string, string>[]
  connections: number
  /** Run for this long... */
  durationMs?: number
  /** ...or until this many requests have been sent. */
  total?: number
  /** The status every answer must have. Default 200. */
  expectStatus?: number
}

export interface LoadResult {
  /** Requests answered (completely), failed ones included. */
  done: number
  /** Answers with another status, incomplete answers and connection errors. */
  failed: number
  /** Statuses seen, with their counts. */
  statuses: Record<string, number>
  /** From the start (connecting included) to the last answer. */
  ms: number
  p50: number
  p99: number
  /** CPU time of the calling process while the load ran, in µs (the server's, when it runs here). */
  cpuMicros: number
  /** CPU time of the load generator itself, in µs. */
  clientCpuMicros: number
}

/** The client, as plain JavaScript run by `node -e` (no TypeScript loader in the child). */
const CLIENT = String.raw`
const net = require('node:net')
process.once('message', (spec) => run(spec))
function run({ host, port, requests, connections, durationMs, total, expectStatus }) {
const bytes = requests.map((r) => Buffer.from(r, 'latin1'))
const CRLFCRLF = Buffer.from('\r\n\r\n')
const latencies = []
const statuses = {}
let sent = 0, done = 0, failed = 0, started = 0
const more = () => (total ? sent < total : performance.now() - started < durationMs)

function connection() {
  return new Promise((finish) => {
    let socket, pending = null, t0 = 0, inFlight = false
    const next = () => {
      if (!more()) { socket.end(); return finish() }
      t0 = performance.now()
      inFlight = true
      socket.write(bytes[sent++ % bytes.length])
    }
    // A broken answer or a lost connection fails the request in flight; a fresh connection goes on.
    const restart = () => {
      if (inFlight) { inFlight = false; failed++; done++; latencies.push(performance.now() - t0) }
      if (more()) open(next)
      else finish()
    }
    const open = (then) => {
      pending = null
      const s = (socket = net.connect({ host, port, noDelay: true }))
      let live = true, connected = false
      const drop = () => {
        if (!live) return
        live = false
        s.destroy()
        // Could not even connect: that is a request sent and failed (and the loop still ends).
        if (!connected) { sent++; failed++; done++ }
        restart()
      }
      s.once('connect', () => { connected = true; then() })
      s.on('error', drop)
      s.on('close', drop)
      s.on('data', (chunk) => {
        if (!live) return
        if (!inFlight) return drop() // bytes nobody asked for
        pending = pending ? Buffer.concat([pending, chunk]) : chunk
        const end = pending.indexOf(CRLFCRLF)
        if (end < 0) return
        const head = pending.toString('latin1', 0, end)
        const status = Number(head.slice(9, 12))
        const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head)
        const empty = status === 204 || status === 304
        if (!length && !empty) return drop() // cannot tell where the answer ends
        const size = end + 4 + (empty ? 0 : Number(length[1]))
        if (pending.length < size) return
        if (pending.length > size) return drop()
        pending = null
        inFlight = false
        latencies.push(performance.now() - t0)
        done++
        statuses[status] = (statuses[status] ?? 0) + 1
        if (status !== expectStatus) failed++
        if (/\r\nconnection:[ \t]*close/i.test(head)) { live = false; s.destroy(); return restart() }
        next()
      })
    }
    open(next)
  })
}
started = performance.now()
const cpu = process.cpuUsage()
process.send({ started: true })
Promise.all(Array.from({ length: connections }, connection)).then(() => {
  const ms = performance.now() - started
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0
  const spent = process.cpuUsage(cpu)
  process.send({ done, failed, statuses, ms, p50: at(0.5), p99: at(0.99), clientCpuMicros: spent.user + spent.system }, () => process.exit(0))
})
}
`

/** Runs the load from a child process; resolves with its counts and the CPU this process spent meanwhile. */
export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(opts.url)
  const count = Math.max(opts.paths.length, opts.headers.length)
  const requests = Array.from({ length: count }, (_, i) => {
    const lines = Object.entries(opts.headers[i % opts.headers.length] ?? {}).map(([k, v]) => `${k}: ${v}\r\n`)
    return `GET ${opts.paths[i % opts.paths.length]} HTTP/1.1\r\nHost: ${url.host}\r\n${lines.join('')}\r\n`
  })
  const spec = {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port),
    requests,
    connections: opts.connections,
    durationMs: opts.durationMs ?? 0,
    total: opts.total ?? 0,
    expectStatus: opts.expectStatus ?? 200,
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', CLIENT], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    child.send(spec)
    let cpu = process.cpuUsage()
    child.on('message', (m: Omit<LoadResult, 'cpuMicros'> & { started?: true }) => {
      if (m.started) {
        cpu = process.cpuUsage()
        return
      }
      const spent = process.cpuUsage(cpu)
      resolve({ ...m, cpuMicros: spent.user + spent.system })
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`))
    })
  })
}
