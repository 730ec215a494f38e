import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildKit, ENTRIES, kitDir } from '../../scripts/kit/build'

/**
 * Reads the BUILT kit (lib/dist, as `npm run check:kit` leaves it; built here when absent):
 * `"use client"` sits on every client entry and on each React module only client entries
 * reach, and nowhere a server entry reaches, so a Server Component can import `@porch/kit`
 * and `@porch/kit/theme` and render the React entry's components.
 */
const dist = join(kitDir, 'dist')
const DIRECTIVE = /^"use client";\n/
const importsOf = (text: string) =>
  [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? m[2]!)
const usesReact = (file: string) => importsOf(readFileSync(file, 'utf8')).some((s) => /^react(-dom)?(\/|$)/.test(s))
const hasDirective = (file: string) => DIRECTIVE.test(readFileSync(file, 'utf8'))

function reach(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !file.endsWith('.js')) return
    seen.add(file)
    for (const spec of importsOf(readFileSync(file, 'utf8'))) if (spec.startsWith('.')) visit(resolve(dirname(file), spec))
  }
  visit(entry)
  return seen
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
}

describe('"use client" in the built kit', () => {
  beforeAll(async () => {
    if (!existsSync(join(dist, 'react.js'))) await buildKit()
  }, 180_000)

  const names = Object.keys(ENTRIES) as Array<keyof typeof ENTRIES>
  const entryFile = (n: string) => join(dist, `${n}.js`)

  it('builds the browser entries as re-exports (Turbopack then leaves out what an app does not use)', () => {
    for (const n of names.filter((n) => ENTRIES[n].build === 'browser')) {
      const text = readFileSync(entryFile(n), 'utf8')
      expect(/^\s*import\s/m.test(text), `${n}.js imports then exports`).toBe(false)
      // Its own modules by name, or a library whole (the chains entry is viem/chains).
      expect(/^export (\{[^}]*\} from "\.[^"]+"|\* from "[^".][^"]*");$/m.test(text), `${n}.js re-exports`).toBe(true)
    }
  })

  it('classifies every JavaScript entry of lib/package.json as server-safe or client', () => {
    const pkg = JSON.parse(readFileSync(join(kitDir, 'package.json'), 'utf8')) as { exports: Record<string, string | { import?: string }> }
    const built = Object.values(pkg.exports)
      .map((e) => (typeof e === 'string' ? undefined : e.import))
      .filter((f): f is string => f !== undefined)
      .map((f) => resolve(kitDir, f))
      .sort()
    expect(built).toEqual(names.map(entryFile).sort())
  })

  it('keeps the directive on each client entry file', () => {
    const client = names.filter((n) => ENTRIES[n].runs === 'client')
    expect(client).toContain('react')
    for (const n of client) expect(hasDirective(entryFile(n)), `${n}.js`).toBe(true)
  })

  it('keeps server-safe entries free of React and of the directive', () => {
    for (const n of names.filter((m) => ENTRIES[m].runs === 'server')) {
      for (const file of reach(entryFile(n))) {
        const where = `${n}.js reaches ${relative(dist, file)}`
        expect(hasDirective(file), where).toBe(false)
        expect(usesReact(file), where).toBe(false)
      }
    }
  })

  it('marks every React module of the package as client', () => {
    const react = walk(dist).filter((f) => f.endsWith('.js') && usesReact(f))
    expect(react.length).toBeGreaterThan(20)
    for (const file of react) expect(hasDirective(file), relative(dist, file)).toBe(true)
  })
})
