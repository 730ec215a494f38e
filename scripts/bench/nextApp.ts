import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { createNextApp, type NextApp } from '../../e2e/fixtures/nextApp'

/** JS the kit adds to a Next.js App Router page's first load, over a bare Next.js + React page. */
export const NEXT_KIT_BUDGET = 20_000

/** The scripts named in a page's HTML and their gzip sizes, as served by `next start`. */
async function firstLoadScripts(url: string): Promise<{ files: Array<{ src: string; gzip: number }>; gzip: number }> {
  const html = await (await fetch(url)).text()
  const srcs = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!))]
  const files = await Promise.all(srcs.map(async (src) => ({ src, gzip: gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer()), { level: 9 }).length })))
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0) }
}

/** The bare baseline: the same Next.js app with a page that uses no kit. */
function makeBare(app: NextApp): void {
  rmSync(join(app.dir, 'app'), { recursive: true, force: true })
  const dir = join(app.dir, 'app')
  mkdirSync(dir)
  writeFileSync(join(dir, 'layout.tsx'), "import type { ReactNode } from 'react'\nexport default function RootLayout({ children }: { children: ReactNode }) {\n  return <html lang=\"en\"><body>{children}</body></html>\n}\n")
  writeFileSync(join(dir, 'page.tsx'), "'use client'\nimport { useState } from 'react'\nexport default function Home() {\n  const [n, setN] = useState(0)\n  return <button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n}</button>\n}\n")
}

/**
 * (i) Builds the Next.js template with the packed kit and a bare Next.js + React page in the
 * same run, prints the JS the kit adds to the first load (scripts named in the HTML, gzip),
 * and checks in Chromium that no modal code is fetched before the browser is idle.
 */
export async function reportNextFirstLoad(browser: Browser, env: Record<string, string>): Promise<boolean> {
  const kit = await createNextApp()
  const bare = await createNextApp()
  try {
    makeBare(bare)
    await kit.build(env)
    await bare.build(env)
    const kitServer = await kit.serve('start', env)
    const bareServer = await bare.serve('start', env)
    try {
      const withKit = await firstLoadScripts(kitServer.url)
      const base = await firstLoadScripts(bareServer.url)
      const added = withKit.gzip - base.gzip
      const ok = added <= NEXT_KIT_BUDGET
      console.log('\n(i) Next.js App Router page (test/consumer/next-template), first-load JS named in the HTML:')
      console.log(`    with the kit: ${withKit.gzip} B gzip (${withKit.files.length} scripts); bare Next.js + React page: ${base.gzip} B gzip (${base.files.length} scripts)`)
      console.log(`    the kit adds: ${added} B gzip (budget ${NEXT_KIT_BUDGET}) ${ok ? 'OK' : 'OVER BUDGET'}`)

      const page = await browser.newPage()
      await page.addInitScript(() => {
        const w = window as unknown as { __idleAt?: number }
        requestIdleCallback(() => (w.__idleAt = performance.now()))
      })
      const bodies = new Map<string, string>()
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') void r.text().then((t) => bodies.set(r.url(), t), () => undefined)
      })
      await page.goto(kitServer.url)
      await page.waitForFunction(() => (window as unknown as { __idleAt?: number }).__idleAt !== undefined)
      await page.waitForTimeout(1_500)
      const timings = await page.evaluate(() => ({
        idleAt: (window as unknown as { __idleAt: number }).__idleAt,
        scripts: performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime })),
      }))
      const modal = timings.scripts.filter((s) => bodies.get(s.url)?.includes('connect-modal'))
      const early = modal.filter((s) => s.start < timings.idleAt)
      console.log(`    Connect modal code: ${modal.length ? modal.map((s) => `fetched at ${s.start.toFixed(0)} ms`).join(', ') : 'not fetched'}; browser idle at ${timings.idleAt.toFixed(0)} ms; before idle: ${early.length ? 'YES (OVER BUDGET)' : 'no'}`)
      await page.close()
      return ok && early.length === 0
    } finally {
      await kitServer.stop()
      await bareServer.stop()
    }
  } finally {
    kit.remove()
    bare.remove()
  }
}
