import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An HTTP JSON-RPC proxy on 127.0.0.1 that forwards every request to `target` (anvil)
 * and counts them, so tests can assert how many requests a lookup really made.
 */
export async function startCountingProxy(target: string) {
  const methods: string[] = []
  let requests = 0
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      requests++
      try {
        const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) methods.push(String(call.method))
      } catch {
        methods.push('<unparsable>')
      }
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' })
          res.end(await answer.text())
        })
        .catch(() => {
          res.writeHead(502)
          res.end()
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    /** HTTP requests received so far. */
    get requests() {
      return requests
    },
    methods,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
