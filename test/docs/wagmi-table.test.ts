/**
 * lib/README.md's "Coming from wagmi and RainbowKit" has a row for every export of wagmi 3's
 * React entry (read from the installed wagmi, the version the proof app runs) and names
 * every action of @wagmi/core, and each row marked "same" or "differs" is an export of the
 * kit's entries (their API reports), so the table cannot promise what the kit lacks.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const readme = readFileSync(join(root, 'lib', 'README.md'), 'utf8')
const section = readme.slice(readme.indexOf('## Coming from wagmi and RainbowKit'), readme.indexOf('## Errors'))
const wagmiRoot = dirname(createRequire(join(root, 'package.json')).resolve('wagmi/package.json'))
const coreRoot = dirname(createRequire(join(wagmiRoot, 'package.json')).resolve('@wagmi/core/package.json'))
const reports = ['kit.api.md', 'kit-react.api.md'].map((f) => readFileSync(join(root, 'lib', 'api', f), 'utf8')).join('\n')

/** The value exports of wagmi's React entry (types left out: they follow their values). */
function wagmiExports(): string[] {
  const source = readFileSync(join(wagmiRoot, 'src', 'exports', 'index.ts'), 'utf8')
  const names = new Set<string>()
  for (const [, body] of source.matchAll(/export \{([^}]*)\}/g)) {
    for (const raw of body!.split(',')) {
      const item = raw.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').trim()
      if (!item || item.startsWith('type ')) continue
      names.add(item.split(/\s+as\s+/).pop()!.trim())
    }
  }
  return [...names]
}

/**
 * A row of the table: its first cell's names and its status word. A name's first row is its
 * row in the table; the type tables after it name the same hooks again, with other columns.
 */
const rows = new Map<string, string>()
for (const [, cell, rest] of section.matchAll(/^\| ([^|]+) \| ([^|]+)/gm)) {
  for (const [, name] of cell!.matchAll(/`([A-Za-z_]+)`/g)) if (!rows.has(name!)) rows.set(name!, rest!.trim())
}

describe("lib/README.md's wagmi table", () => {
  it("has a row for every export of wagmi 3's React entry, each same, differs or absent", () => {
    const names = wagmiExports()
    expect(names.length).toBeGreaterThan(90)
    const missing = names.filter((n) => !rows.has(n))
    expect(missing).toEqual([])
    for (const n of names) expect(rows.get(n)).toMatch(/^(same|differs|absent)\b/)
  })

  it('names every action of @wagmi/core', () => {
    const actions = readdirSync(join(coreRoot, 'src', 'actions'))
      .filter((f) => /^[a-z]\w*\.ts$/.test(f) && !f.includes('.test.') && f !== 'codegen.ts')
      .map((f) => f.slice(0, -3))
    expect(actions.length).toBeGreaterThan(60)
    expect(actions.filter((a) => !new RegExp('`' + a + '`').test(section))).toEqual([])
  })

  it('promises only what the entries export', () => {
    const promised = [...rows].filter(([, status]) => /^(same|differs)\b/.test(status)).map(([name]) => name)
    const wagmiNames = new Set(wagmiExports())
    const notExported = promised.filter((n) => wagmiNames.has(n) && !new RegExp(`\\b${n}\\b`).test(reports))
    expect(notExported).toEqual([])
  })
})
