/**
 * `npm run bench`, step l: the first load's bytes on the wire as `npm run serve` sends them
 * (src/server, the build's serving facts) to a browser that accepts `br, gzip`, Chromium's
 * own header. The files are those of step (a) (scripts/bench/firstLoad.ts: the entry, its
 * modulepreloads and what they import), fetched over HTTP one by one and counted as they
 * arrive, before any decoding; the budget compares them with their `gzip -9` size.
 */
import { request } from 'node:http'
import { startSiteServer } from '../../src/server/app'
import { readConfig } from '../../src/server/config'
import { readServingFacts } from '../../src/server/servingFacts'
import type { FirstLoad } from './firstLoad'

/** At most this many times the files' `gzip -9` size (Brotli at quality 11 sends less than gzip). */
export const WIRE_RATIO_BUDGET = 1.03
const ACCEPT = 'br, gzip'

/** The bytes of one response's body as sent, and its coding. */
function bytesOnWire(url: string): Promise<{ bytes: number; coding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': ACCEPT } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`))
        else resolve({ bytes, coding: String(res.headers['content-encoding'] ?? 'identity') })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Prints step (l); false when the budget is exceeded. */
export async function reportWireBytes(distDir: string, first: FirstLoad): Promise<boolean> {
  const config = readConfig({ HOST: '127.0.0.1' }, { port: 0, distDir, facts: readServingFacts(distDir) })
  const server = await startSiteServer(config, { log: () => {} })
  try {
    console.log(`\n(l) First-load JS on the wire, as \`npm run serve\` sends it to a browser that accepts "${ACCEPT}":`)
    let wire = 0
    for (const f of first.files) {
      const sent = await bytesOnWire(server.url + f.file)
      wire += sent.bytes
      console.log(`    ${f.file.padEnd(44)} ${String(sent.bytes).padStart(8)} B ${sent.coding.padEnd(8)} (gzip -9: ${f.gzip} B, raw ${f.raw} B)`)
    }
    const ratio = wire / first.gzip
    const ok = ratio <= WIRE_RATIO_BUDGET
    console.log(`    total: ${wire} B on the wire, ${first.gzip} B gzip -9, ${first.raw} B raw: ${ratio.toFixed(3)} x gzip -9 (budget ${WIRE_RATIO_BUDGET}) ${ok ? 'OK' : 'OVER BUDGET'}`)
    const page = await bytesOnWire(`${server.url}/`)
    console.log(`    the page itself (for information): ${page.bytes} B ${page.coding}`)
    return ok
  } finally {
    await server.close()
  }
}
