/**
 * What the documentation checks read in a Markdown page: its links, code blocks, code spans,
 * the paths and commands they name, and the repository facts those are checked against.
 * Conventions the pages follow (and these checks hold them to): a link is relative to its
 * page; a path in a code span or a shell block is relative to the repository's root.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export const root = join(import.meta.dirname, '..', '..')

export interface Page {
  /** Path from the repository's root, e.g. `docs/devnet.md`. */
  path: string
  text: string
}

export function readPage(path: string): Page {
  return { path, text: readFileSync(join(root, path), 'utf8') }
}

/** The pages of docs/, sorted. */
export function docsPages(): Page[] {
  return readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readPage(`docs/${name}`))
}

export interface CodeBlock {
  lang: string
  code: string
  /** 0-based position among the page's blocks. */
  index: number
}

const FENCE = /^```([\w-]*)\n([\s\S]*?)^```$/gm

export function codeBlocks(text: string): CodeBlock[] {
  return [...text.matchAll(FENCE)].map((m, index) => ({ lang: m[1]!, code: m[2]!, index }))
}

/** The page without its fenced blocks (prose, tables, code spans). */
function prose(text: string): string {
  return text.replace(FENCE, '')
}

/** The page's level-1 headings (its title: one per page). */
export function titles(text: string): string[] {
  return [...prose(text).matchAll(/^# (.+)$/gm)].map((m) => m[1]!)
}

/** The contents of the page's code spans, outside fenced blocks. */
export function codeSpans(text: string): string[] {
  return [...prose(text).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)
}

/** Targets of Markdown links and images, and of HTML `src`/`href` attributes. */
export function linkTargets(text: string): string[] {
  const body = prose(text)
  return [...[...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!), ...[...body.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)]
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')
}

export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>()
  const result = new Set<string>()
  for (const [, heading] of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading!)
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    result.add(n === 0 ? base : `${base}-${n}`)
  }
  return result
}

/** Why a relative link of `page` does not resolve, or undefined when it does (web links are not fetched). */
export function brokenLink(page: Page, target: string): string | undefined {
  if (/^[a-z]+:/i.test(target)) return undefined
  const [file, anchor] = target.split('#') as [string, string | undefined]
  const path = file === '' ? page.path : relative(root, resolve(root, dirname(page.path), file))
  if (path.startsWith('..') || !existsSync(join(root, path))) return `${target}: no file ${path}`
  if (anchor !== undefined && path.endsWith('.md') && !anchors(readFileSync(join(root, path), 'utf8')).has(anchor)) return `${target}: no heading #${anchor} in ${path}`
  return undefined
}

/** Folder names .gitignore leaves out of the repository (built or written at run time). */
const ignoredDirs = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/'))
  .map((line) => line.slice(0, -1))
const topLevel = new Set(readdirSync(root))

/**
 * The word names a path of the repository: it has a slash and starts with one of the root's
 * entries (`src/...`, `.ci/run`), and nothing in it is a built or run-time folder.
 */
function isRepoPath(word: string): boolean {
  if (!word.includes('/') || /^[/@~]|:\/\//.test(word)) return false
  const segments = word.split('/')
  return topLevel.has(segments[0]!) && !segments.some((s) => ignoredDirs.includes(s))
}

/**
 * Why a path named in a code span or shell block does not exist, or undefined when it does.
 * A placeholder segment (`<tag>.ts`, `*.api.md`, `…`) only needs its folder.
 */
export function missingPath(word: string): string | undefined {
  const clean = word.replace(/[),.;:]+$/, '')
  if (!isRepoPath(clean)) return undefined
  const segments = clean.split('/')
  const placeholder = segments.findIndex((s) => /[<>*{}…]/.test(s))
  const path = (placeholder === -1 ? segments : segments.slice(0, placeholder)).join('/')
  return existsSync(join(root, path)) ? undefined : `${word}: no such file or folder`
}

/** Every path-like word of the page's code spans and shell blocks. */
export function namedPaths(text: string): string[] {
  const shell = codeBlocks(text)
    .filter((b) => b.lang === 'sh')
    .map((b) => b.code.replace(/#.*$/gm, ''))
  return [...codeSpans(text), ...shell].flatMap((code) => code.split(/\s+/)).filter((word) => word.replace(/^["']|["']$/g, '') !== '')
}

export const scripts: Record<string, string> = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts

/** npm's own commands a page may name (the others, `npm start`, `npm test`, are scripts). */
const NPM_COMMANDS = new Set(['install', 'ci', 'run', 'exec', 'pack'])

export interface NpmCommand {
  /** The whole command as written, e.g. `npm run bench -- --only=a,j`. */
  text: string
  /** The package.json script it runs, if any. */
  script?: string
  /** Why it cannot run: an unknown script or npm command. */
  problem?: string
  /** Flags passed to the script after `--`. */
  flags: string[]
}

/** The npm commands named in the page's code spans and shell blocks. */
export function npmCommands(text: string): NpmCommand[] {
  const code = [...codeSpans(text), ...codeBlocks(text).filter((b) => b.lang === 'sh').flatMap((b) => b.code.replace(/#.*$/gm, '').split('\n'))]
  const result: NpmCommand[] = []
  for (const line of code) {
    for (const m of line.matchAll(/\bnpm (run )?([\w:-]+)((?: -- .*)?)/g)) {
      const [whole, run, name, rest] = m as unknown as [string, string | undefined, string, string]
      const flags = [...rest.matchAll(/(?:^|\s)(--[a-z][\w-]*)/g)].map((f) => f[1]!)
      if (run || !NPM_COMMANDS.has(name)) {
        result.push({ text: whole.trim(), script: name, flags, ...(name in scripts ? {} : { problem: `no script "${name}" in package.json` }) })
      } else result.push({ text: whole.trim(), flags })
    }
  }
  return result
}

/**
 * The flags a script accepts: those the file `tsx` runs looks up in its arguments
 * (`numberFlag('--port', …)`, `argv.indexOf('--account')`, `a.startsWith('--only=')`,
 * `argv.includes('--check')`), not those it passes on to the programs it starts.
 */
export function acceptedFlags(script: string): Set<string> {
  const file = /^tsx (\S+)/.exec(scripts[script] ?? '')?.[1]
  if (!file) return new Set()
  const source = readFileSync(join(root, file), 'utf8')
  return new Set([...source.matchAll(/(?:Flag|indexOf|includes|startsWith)\(\s*['"`](--[a-z][\w-]*)/g)].map((m) => m[1]!))
}

/**
 * The file a code block copies, when its first line names one (`// src/main.ts`,
 * `<!-- index.html -->`): lib/README.md's framework recipes are copies of the proof apps'
 * files (test/docs/element-recipes.test.ts holds them equal; the apps are built and run).
 */
export function copiedFile(block: CodeBlock): { file: string; code: string } | undefined {
  const [first = '', ...rest] = block.code.split('\n')
  const file = /^(?:\/\/ |<!-- )([\w-]+(?:\/[\w-]+)*\.(?:ts|js|vue|svelte|html))(?: -->)?$/.exec(first)?.[1]
  return file ? { file, code: rest.join('\n') } : undefined
}
