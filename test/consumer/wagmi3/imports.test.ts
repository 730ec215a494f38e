/**
 * What the wagmi 3 app (test/consumer/wagmi3) promises before anything runs: its source
 * imports only wagmi's entries, viem, React and TanStack Query (the provider file); it uses
 * at least 30 different wagmi hooks; and the move (scripts/kit/wagmiApp.ts) turns every wagmi
 * path into a kit entry, leaving everything else alone.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importsOf, KIT_IMPORTS, REPLACED_FILES, rewriteImports } from '../../../scripts/kit/wagmiApp'

const src = join(import.meta.dirname, 'src')
const files = readdirSync(src).filter((f) => /\.tsx?$/.test(f))
const text = (file: string) => readFileSync(join(src, file), 'utf8')
const packages = (file: string) => importsOf(text(file)).filter((s) => !s.startsWith('.'))

describe('the wagmi 3 app', () => {
  it('imports only wagmi, viem, React (and TanStack Query in its provider file)', () => {
    const allowed = new Set(['wagmi', 'wagmi/chains', 'wagmi/connectors', 'viem', 'react', 'react-dom/client'])
    for (const file of files) {
      const extra = packages(file).filter((s) => !allowed.has(s) && !(file === 'providers.tsx' && s === '@tanstack/react-query'))
      expect(extra, file).toEqual([])
    }
  })

  it('uses at least 30 different wagmi hooks', () => {
    const hooks = new Set(files.flatMap((f) => [...text(f).matchAll(/import \{([^}]+)\} from 'wagmi'/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()).filter((s) => s.startsWith('use')))))
    expect(hooks.size).toBeGreaterThanOrEqual(30)
  })

  it('moves to the kit by rewriting wagmi paths only (the replaced files aside)', () => {
    for (const file of files.filter((f) => !(REPLACED_FILES as readonly string[]).includes(f))) {
      const moved = packages(file).map((s) => (s in KIT_IMPORTS ? KIT_IMPORTS[s] : s))
      expect(importsOf(rewriteImports(text(file))).filter((s) => !s.startsWith('.')), file).toEqual(moved)
      expect(moved.filter((s) => s!.startsWith('wagmi') || s!.startsWith('@tanstack/')), file).toEqual([])
    }
    expect(rewriteImports("import { useConnection } from 'wagmi'\nimport { anvil } from 'wagmi/chains'\nimport { x } from './wagmi'")).toBe(
      "import { useConnection } from '@porch/kit/react'\nimport { anvil } from 'viem/chains'\nimport { x } from './wagmi'",
    )
  })
})
