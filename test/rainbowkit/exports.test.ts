/**
 * Every export of RainbowKit 2.2.11's root and `./components` entries is in the kit's
 * counterpart (`@porch/kit/react`, `@porch/kit/components`): each value at run time, each
 * type in the entry's committed API report (lib/api, which `npm run api:check` keeps equal
 * to what the entry exports). `./wallets` is test/wallets/rainbowkit.test.ts's. What each
 * export does is the other tests' (test/rainbowkit, test/wallets, the apps of test/consumer).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as components from '@porch/kit/components'
import * as react from '@porch/kit/react'
import { RAINBOWKIT_EXPORTS } from './rainbowkitExportNames'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
// The nested reference package, read as files: never imported.
const REFERENCE = join(root, 'test/reference/rainbowkit/node_modules/@rainbow-me/rainbowkit/dist')

/** Absent on purpose, and why (lib/README.md's table says so too). */
const ABSENT: Readonly<Record<string, string>> = {
  __private__: "RainbowKit's internals for its own documentation site, not an API",
}

const ENTRIES = {
  '.': { kit: react as Record<string, unknown>, report: 'kit-react.api.md', declarations: 'index.d.ts' },
  './components': { kit: components as Record<string, unknown>, report: 'kit-components.api.md', declarations: 'components/index.d.ts' },
} as const

/** The names a declaration file re-exports, values and types apart (`export { a, type B }`, `export type { C, D as E }`). */
function exportsOf(declarations: string): { values: string[]; types: string[] } {
  const values: string[] = []
  const types: string[] = []
  for (const [, typeOnly, list] of declarations.matchAll(/export (type )?\{([^}]*)\}/g)) {
    for (const item of list!.split(',').map((s) => s.trim()).filter(Boolean)) {
      const name = item.replace(/^type /, '').split(' as ').at(-1)!.trim()
      ;(typeOnly || item.startsWith('type ') ? types : values).push(name)
    }
  }
  return { values, types }
}

describe.each(Object.entries(ENTRIES))("RainbowKit 2.2.11's %s entry, in the kit", (entry, { kit, report, declarations }) => {
  const names = RAINBOWKIT_EXPORTS[entry as keyof typeof RAINBOWKIT_EXPORTS]
  const api = readFileSync(join(root, 'lib/api', report), 'utf8')

  it.runIf(existsSync(join(REFERENCE, declarations)))('the committed list is the reference package’s', () => {
    const found = exportsOf(readFileSync(join(REFERENCE, declarations), 'utf8'))
    expect(found.values.sort()).toEqual([...names.values].sort())
    expect(found.types.sort()).toEqual([...names.types].sort())
  })

  it.each(names.values.filter((n) => !(n in ABSENT)))('exports %s at run time', (name) => {
    expect(['function', 'object'], name).toContain(typeof kit[name])
    expect(kit[name], name).not.toBeNull()
  })

  it.each(names.types)('exports the type %s (its API report)', (name) => {
    // A type (or interface, or a value whose type is meant) of that name is in the entry's report.
    expect(api, `${name} missing from lib/api/${report}`).toMatch(new RegExp(`^export (declare )?(type|interface|function|const|class|namespace) ${name}\\b`, 'm'))
  })

  it('leaves out only what is absent on purpose, each named in the README', () => {
    const readme = readFileSync(join(root, 'lib/README.md'), 'utf8')
    for (const name of names.values.filter((n) => n in ABSENT)) {
      expect(kit[name], name).toBeUndefined()
      expect(readme, name).toContain(`| \`${name}\` | absent`)
    }
  })
})
