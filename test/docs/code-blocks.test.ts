/**
 * The TypeScript in the documentation cannot drift from the code: every ts/tsx block of the
 * kit's README (lib/README.md) and of the docs/ pages is written to its own module and
 * type-checked with the repository's compiler options, in ONE run of TypeScript 7, the
 * compiler of `npm run typecheck` (seconds, where 5.9 took tens of them on two cores). The
 * kit's README imports the kit only through its public entries, as an app would; a docs/
 * page's block is checked as a file beside its page, so its relative imports
 * (`../src/...`) are the repository's own modules.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TSC_7 } from '../../scripts/kit/tsc'
import { codeBlocks, copiedFile, docsPages, readPage, root, type Page } from './markdown'

interface Module {
  /** File name in the scratch folder, naming the page and the block: `docs-i18n-block0.tsx`. */
  name: string
  code: string
}

/** The page's ts/tsx blocks as modules of `dir`, relative imports rewritten to point where they did from the page. */
function modules(page: Page, dir: string): Module[] {
  const prefix = page.path.replace(/\.md$/, '').replace(/[/.]/g, '-')
  // A block that copies an app's file (the framework recipes) is checked as that file is:
  // the repository's typecheck covers the apps, and element-recipes.test.ts the copy.
  return codeBlocks(page.text)
    .filter((b) => (b.lang === 'ts' || b.lang === 'tsx') && !copiedFile(b))
    .map((b) => ({
      name: `${prefix}-block${b.index}.${b.lang}`,
      code: b.code.replace(/(from |import\()'(\.[^']*)'/g, (_, head: string, spec: string) => {
        const target = relative(dir, resolve(root, dirname(page.path), spec)).replace(/\\/g, '/')
        return `${head}'${target.startsWith('.') ? target : `./${target}`}'`
      }),
    }))
}

describe('code blocks in the documentation', () => {
  it('lib/README.md imports the kit only through its entries', () => {
    // The entries are lib/package.json's export map: a new entry needs no edit here.
    const entries = Object.keys((JSON.parse(readFileSync(join(root, 'lib/package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports)
      .filter((e) => e !== '.' && e !== './package.json')
      .map((e) => e.slice(2).replace(/[.]/g, '\\.'))
    const outside = new RegExp(`^\\.|^@porch\\/kit\\/(?!(?:${entries.join('|')})$)`)
    const blocks = codeBlocks(readPage('lib/README.md').text).filter((b) => (b.lang === 'ts' || b.lang === 'tsx') && !copiedFile(b))
    expect(blocks.length).toBeGreaterThan(5)
    for (const { code } of blocks) {
      for (const [, spec] of code.matchAll(/from '([^']+)'/g)) expect(spec).not.toMatch(outside)
    }
  })

  it('every ts/tsx block of lib/README.md and docs/*.md type-checks', () => {
    const dir = mkdtempSync(join(root, 'test', 'docs', '.blocks-'))
    try {
      const all = [readPage('lib/README.md'), ...docsPages()].flatMap((page) => modules(page, dir))
      // The docs/ pages have blocks of their own, not only the kit's README.
      expect(all.filter((m) => m.name.startsWith('docs-')).length).toBeGreaterThan(0)
      for (const { name, code } of all) writeFileSync(join(dir, name), code)
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
        execFileSync(process.execPath, [TSC_7, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' })
      } catch (e) {
        output = String((e as { stdout?: string }).stdout ?? e)
      }
      expect(output).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
