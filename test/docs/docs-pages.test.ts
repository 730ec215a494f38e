/**
 * The pages of docs/ cannot drift from the repository: their links resolve (files, and
 * headings for `#anchors`), every path they name in a code span or a shell block exists,
 * and every npm command they name is a package.json script (or npm's own) given only flags
 * its script accepts. Their TypeScript blocks type-check in test/docs/code-blocks.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { acceptedFlags, brokenLink, docsPages, linkTargets, missingPath, namedPaths, npmCommands, titles } from './markdown'

const pages = docsPages()

describe('docs/', () => {
  it('has pages, each with one title', () => {
    expect(pages.length).toBeGreaterThan(5)
    for (const page of pages) expect([page.path, titles(page.text).length]).toEqual([page.path, 1])
  })

  it.each(pages.map((p) => [p.path, p] as const))('%s: links resolve and named paths exist', (_, page) => {
    const problems = [...linkTargets(page.text).map((t) => brokenLink(page, t)), ...namedPaths(page.text).map(missingPath)].filter(Boolean)
    expect(problems).toEqual([])
  })

  it.each(pages.map((p) => [p.path, p] as const))('%s: npm commands exist and take the flags given', (_, page) => {
    const problems = npmCommands(page.text).flatMap((c) => {
      if (c.problem) return [`${c.text}: ${c.problem}`]
      const accepted = c.script ? acceptedFlags(c.script) : new Set<string>()
      return c.flags.filter((f) => !accepted.has(f)).map((f) => `${c.text}: ${f} is not a flag of npm ${c.script}`)
    })
    expect(problems).toEqual([])
  })
})
