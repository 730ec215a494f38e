/**
 * The lean JSON-RPC-over-fetch client (lib/core/transport/http.ts) against a scripted local
 * HTTP server: batching, retries (2 retries, 100 ms apart), timeouts, and
 * which failures are retried.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { createHttpRpc } from '../../../lib/core/transport/http'

type Handler = (body: unknown, res: ServerResponse) => void
interface Hit {
  at: number
  body: unknown
}

let url: string
let hits: Hit[]
let handler: Handler
const server = createServer((req: IncomingMessage, res) => {
  let text = ''
  req.on('data', (c: Buffer) => (text += c.toString()))
  req.on('end', () => {
    const body = JSON.parse(text) as unknown
    hits.push({ at: Date.now(), body })
    handler(body, res)
  })
})

type Req = { id: number; method: string; params: unknown[] }
const json = (res: ServerResponse, status: number, value: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
/** Answers every request with `${method}:${first param}`. */
const echo: Handler = (body, res) => {
  const one = (r: Req) => ({ jsonrpc: '2.0', id: r.id, result: `${r.method}:${String(r.params[0])}` })
  json(res, 200, Array.isArray(body) ? (body as Req[]).map(one).reverse() : one(body as Req))
}

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})
beforeEach(() => {
  hits = []
  handler = echo
})

describe('createHttpRpc', () => {
  it('sends requests made in the same tick as ONE POST and matches answers by id', async () => {
    const rpc = createHttpRpc(url)
    const results = await Promise.all([rpc('a', [1]), rpc('b', [2]), rpc('c', [3])])
    expect(results).toEqual(['a:1', 'b:2', 'c:3']) // the server answered in reverse order
    expect(hits).toHaveLength(1)
    expect((hits[0]!.body as Req[]).map((r) => r.method)).toEqual(['a', 'b', 'c'])
    // A lone request is a plain JSON-RPC object, not a batch of one.
    expect(await rpc('d', [4])).toBe('d:4')
    expect(Array.isArray(hits[1]!.body)).toBe(false)
  })

  it('waits batchWait ms to collect requests', async () => {
    const rpc = createHttpRpc(url, { batchWait: 30 })
    const first = rpc('a', [1])
    await new Promise((r) => setImmediate(r)) // a later turn of the event loop, well within 30 ms
    const second = rpc('b', [2])
    expect(await Promise.all([first, second])).toEqual(['a:1', 'b:2'])
    expect(hits).toHaveLength(1)
  })

  it('a JSON-RPC error fails only its own request and is not retried', async () => {
    handler = (body, res) =>
      json(
        res,
        200,
        (body as Req[]).map((r) =>
          r.method === 'bad'
            ? { jsonrpc: '2.0', id: r.id, error: { code: 3, message: 'execution reverted', data: '0x1234' } }
            : { jsonrpc: '2.0', id: r.id, result: 'ok' },
        ),
      )
    const rpc = createHttpRpc(url)
    const [good, bad] = await Promise.allSettled([rpc('good', []), rpc('bad', [])])
    expect(good).toEqual({ status: 'fulfilled', value: 'ok' })
    expect(bad.status).toBe('rejected')
    const error = (bad as PromiseRejectedResult).reason as RpcRequestError
    expect(error).toBeInstanceOf(RpcRequestError)
    expect(error.code).toBe(3)
    expect(error.data).toBe('0x1234')
    expect(hits).toHaveLength(1)
  })

  it('retries a failing POST twice, 100 ms apart, then succeeds', async () => {
    let n = 0
    handler = (body, res) => (++n <= 2 ? res.writeHead(503).end('busy') : echo(body, res))
    const rpc = createHttpRpc(url)
    expect(await rpc('a', [1])).toBe('a:1')
    expect(hits).toHaveLength(3)
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(95)
    expect(hits[2]!.at - hits[1]!.at).toBeGreaterThanOrEqual(95)
  })

  it('gives up after 2 retries with a typed HTTP error for every request of the batch', async () => {
    handler = (_body, res) => res.writeHead(502).end('bad gateway')
    const rpc = createHttpRpc(url)
    const settled = await Promise.allSettled([rpc('a', []), rpc('b', [])])
    expect(hits).toHaveLength(3) // 1 + 2 retries
    for (const s of settled) {
      expect(s.status).toBe('rejected')
      const error = (s as PromiseRejectedResult).reason as HttpRequestError
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error.status).toBe(502)
    }
  })

  it('an answer status (413 for a history scan) is passed on at once, not retried', async () => {
    handler = (_body, res) => res.writeHead(413).end('too large')
    await expect(createHttpRpc(url)('a', [])).rejects.toMatchObject({ status: 413 })
    expect(hits).toHaveLength(3) // retried by default
    hits = []
    await expect(createHttpRpc(url, { answerStatuses: [413] })('a', [])).rejects.toMatchObject({ status: 413 })
    expect(hits).toHaveLength(1)
  })

  it('does not retry a client error (HTTP 400) or an answer that is not JSON', async () => {
    handler = (_body, res) => res.writeHead(400).end('no')
    await expect(createHttpRpc(url)('a', [])).rejects.toMatchObject({ name: 'HttpRequestError', status: 400 })
    expect(hits).toHaveLength(1)
    hits = []
    handler = (_body, res) => res.writeHead(200).end('<html>')
    await expect(createHttpRpc(url)('a', [])).rejects.toBeInstanceOf(HttpRequestError)
    expect(hits).toHaveLength(1)
  })

  it('times out each attempt and retries, then fails with TimeoutError', async () => {
    const pending: ServerResponse[] = []
    handler = (_body, res) => void pending.push(res) // never answers
    const rpc = createHttpRpc(url, { timeout: 150, retryDelay: 20 })
    const started = Date.now()
    const error = await rpc('a', []).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).url).toBe(url)
    expect(hits).toHaveLength(3)
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * 150 + 2 * 20 - 10)
    for (const res of pending) res.end()
  })

  it('defaults: 10 000 ms per attempt, 2 retries 100 ms apart', async () => {
    vi.useFakeTimers()
    try {
      const attempts: number[] = []
      // A node that never answers; the attempt ends only when the client aborts it.
      const hang: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          attempts.push(Date.now())
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        })
      const rpc = createHttpRpc('http://node.invalid', { fetch: hang })
      let settled: unknown
      const done = rpc('a', []).catch((e: unknown) => (settled = e))
      await vi.advanceTimersByTimeAsync(0)
      expect(attempts).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(9_999)
      expect(attempts).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1 + 99)
      expect(attempts).toHaveLength(1) // waiting the retry delay
      await vi.advanceTimersByTimeAsync(1)
      expect(attempts).toHaveLength(2)
      await vi.advanceTimersByTimeAsync(10_000 + 100)
      expect(attempts).toHaveLength(3)
      expect(settled).toBeUndefined()
      await vi.advanceTimersByTimeAsync(10_000)
      await done
      expect(settled).toBeInstanceOf(TimeoutError)
      expect(attempts).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('recovers from a timeout when the node answers the retry', async () => {
    let n = 0
    handler = (body, res) => {
      if (++n === 1) setTimeout(() => echo(body, res), 400) // too late
      else echo(body, res)
    }
    const rpc = createHttpRpc(url, { timeout: 100 })
    expect(await rpc('a', [7])).toBe('a:7')
    expect(hits).toHaveLength(2)
  })

  it('treats an unreachable node as a network error and retries it', async () => {
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r))
    const port = (closed.address() as AddressInfo).port
    await new Promise((r) => closed.close(r))
    let calls = 0
    const rpc = createHttpRpc(`http://127.0.0.1:${port}`, {
      retryDelay: 1,
      fetch: (input, init) => {
        calls++
        return fetch(input, init)
      },
    })
    const error = await rpc('a', []).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBeUndefined()
    expect(calls).toBe(3)
  })
})
