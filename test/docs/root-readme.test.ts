/**
 * The root README is what a newcomer reads first: it stays short, and everything it tells
 * them to run or open exists. Every npm command it names is a package.json script (or npm's
 * own), every flag it gives `npm start` is one scripts/start.ts accepts, every file, image and
 * link resolves, and it indexes every page of docs/.
 */
import { describe, expect, it } from 'vitest'
import { acceptedFlags, brokenLink, codeSpans, docsPages, linkTargets, missingPath, namedPaths, npmCommands, readPage } from './markdown'

const readme = readPage('README.md')
const startFlags = acceptedFlags('start')

describe('README.md', () => {
  it('starts short: under 120 lines', () => {
    expect(readme.text.trimEnd().split('\n').length).toBeLessThan(120)
  })

  it('names the three commands, and only npm commands that exist', () => {
    const commands = npmCommands(readme.text)
    for (const first of ['npm install', 'npm start', 'npm test']) expect(commands.map((c) => c.text)).toContain(first)
    expect(commands.flatMap((c) => (c.problem ? [`${c.text}: ${c.problem}`] : []))).toEqual([])
  })

  it('gives npm start only flags scripts/start.ts accepts', () => {
    expect(startFlags.size).toBeGreaterThan(0)
    // Flags written as `npm start -- --flag`, and flags on their own in a code span (the README documents no other command's).
    const given = [...npmCommands(readme.text).filter((c) => c.script === 'start').flatMap((c) => c.flags), ...codeSpans(readme.text).flatMap((s) => /^(--[a-z][\w-]*)/.exec(s)?.[1] ?? [])]
    expect(given.length).toBeGreaterThan(0)
    expect(given.filter((flag) => !startFlags.has(flag))).toEqual([])
  })

  it('every file, image and link it names exists', () => {
    const problems = [...linkTargets(readme.text).map((t) => brokenLink(readme, t)), ...namedPaths(readme.text).map(missingPath)].filter(Boolean)
    expect(problems).toEqual([])
    // The screenshots are there, at both sizes.
    expect(linkTargets(readme.text)).toEqual(expect.arrayContaining(['docs/screenshots/desktop.png', 'docs/screenshots/phone.png']))
  })

  it('indexes every page of docs/', () => {
    const linked = new Set(linkTargets(readme.text).map((t) => t.split('#')[0]))
    expect(docsPages().map((p) => p.path).filter((path) => !linked.has(path))).toEqual([])
  })
})

describe('docs/devnet.md', () => {
  it('documents exactly the flags scripts/start.ts accepts', () => {
    const table = readPage('docs/devnet.md').text
    const documented = [...table.matchAll(/^\| `(--[a-z][\w-]*)/gm)].map((m) => m[1]!)
    expect(documented.sort()).toEqual([...startFlags].sort())
  })
})
