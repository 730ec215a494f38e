/**
 * lib/README.md's recipes for the custom elements (`### Vue 3`, `### Svelte 5`,
 * `### Plain HTML`) are the proof apps' files, word for word: each block whose first line
 * names a file equals that file of test/consumer/{vue,svelte,plain}, which the end-to-end
 * tests build and run (e2e/element-frameworks.spec.ts, e2e/element-plain.spec.ts). A
 * recipe that drifts from a working app fails here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeBlocks, copiedFile, readPage, root } from './markdown'

const RECIPES = { 'Vue 3': 'vue', 'Svelte 5': 'svelte', 'Plain HTML': 'plain' } as const

/** The text of the `### heading` section, up to the next heading of level 2 or 3. */
function section(text: string, heading: string): string | undefined {
  return new RegExp(`^### ${heading}\\n([\\s\\S]*?)(?=^#{2,3} |(?![\\s\\S]))`, 'm').exec(text)?.[1]
}

describe("lib/README.md's framework recipes", () => {
  const readme = readPage('lib/README.md').text
  for (const [heading, app] of Object.entries(RECIPES)) {
    it(`${heading}: every file it shows is test/consumer/${app}'s`, () => {
      const body = section(readme, heading)
      expect(body, `lib/README.md has no "### ${heading}"`).toBeDefined()
      const copies = codeBlocks(body!).flatMap((b) => copiedFile(b) ?? [])
      expect(copies.length).toBeGreaterThanOrEqual(2)
      for (const { file, code } of copies) expect(code, `${heading}: ${file}`).toBe(readFileSync(join(root, 'test/consumer', app, file), 'utf8'))
    })
  }
})
