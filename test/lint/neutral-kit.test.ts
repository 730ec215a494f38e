/**
 * The check `npm run lint` runs over lib/ (scripts/kit/neutral.ts): the kit never names the
 * site built on it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findSiteWords, kitFiles } from '../../scripts/kit/neutral'

const dir = mkdtempSync(join(tmpdir(), 'neutral-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a neutral kit', () => {
  it("finds the site's words in any case, with file and line", () => {
    mkdirSync(join(dir, 'core'))
    writeFileSync(join(dir, 'core/types.ts'), "/** e.g. 'Stake 10 TKN' */\n/** e.g. 'Stake 10 MANGO' */\nconst a = 'pMANGO'\n// mango staking\n")
    writeFileSync(join(dir, 'README.md'), '# A kit\nNo site here.\n')
    writeFileSync(join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0x6d, 0x61, 0x6e, 0x67, 0x6f]))
    expect(findSiteWords(dir, ['core/types.ts', 'README.md', 'icon.png']).map((w) => `${w.file}:${w.line}`)).toEqual(['core/types.ts:2', 'core/types.ts:3', 'core/types.ts:4'])
  })

  it("a file named for the site is found even when its text is neutral", () => {
    writeFileSync(join(dir, 'mangoTheme.ts'), 'export {}\n')
    expect(findSiteWords(dir, ['mangoTheme.ts'])).toHaveLength(1)
  })

  it('lib/ names nothing of the site, API reports and README included', () => {
    const files = kitFiles(process.cwd())
    expect(files).toContain('lib/README.md')
    expect(files.some((f) => f.startsWith('lib/api/'))).toBe(true)
    expect(findSiteWords(process.cwd(), files)).toEqual([])
  })
})
