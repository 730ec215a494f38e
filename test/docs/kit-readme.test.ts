/**
 * The kit's README (lib/README.md) cannot drift from its API: every ts/tsx block is
 * written to its own module and type-checked with the repository's compiler options,
 * importing the kit only through its public entries (`@porch/kit`, `@porch/kit/react`,
 * `@porch/kit/theme`, `@porch/kit/server`, `@porch/kit/testing`), as an app would.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const readme = readFileSync(join(root, 'lib', 'README.md'), 'utf8')
const blocks = [...readme.matchAll(/```(tsx?)\n([\s\S]*?)```/g)].map((m, i) => ({ ext: m[1]!, code: m[2]!, index: i }))

describe('lib/README.md', () => {
  it('has a quick start of at most 25 lines', () => {
    const quick = /## Quick start\n+```tsx\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(quick).toBeDefined()
    expect(quick!.trimEnd().split('\n').length).toBeLessThanOrEqual(25)
  })

  it('imports the kit only through its entries', () => {
    expect(blocks.length).toBeGreaterThan(5)
    for (const { code } of blocks) {
      for (const [, spec] of code.matchAll(/from '([^']+)'/g)) expect(spec).not.toMatch(/^\.|^@porch\/kit\/(?!react$|theme$|server$|testing$|styles\.css$)/)
    }
  })

  it('every ts/tsx block type-checks against the package entries', () => {
    const dir = mkdtempSync(join(root, 'test', 'docs', '.readme-'))
    try {
      for (const { ext, code, index } of blocks) writeFileSync(join(dir, `block${index}.${ext}`), code)
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({
          extends: relative(dir, join(root, 'tsconfig.json')),
          compilerOptions: { noEmit: true, noUnusedLocals: false, types: ['vite/client'] },
          include: ['*.ts', '*.tsx'],
        }),
      )
      let output = ''
      try {
        execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' })
      } catch (e) {
        output = String((e as { stdout?: string }).stdout ?? e)
      }
      expect(output).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
