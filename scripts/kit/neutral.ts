/**
 * The kit is a library for any dapp: it never names the site built on it. `npm run lint`
 * runs this check over every file of lib/ that git tracks or would track (sources, README,
 * API reports, tests' fixtures inside lib/), and fails on any of the site's words.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The site's words: its token (MANGO), the staked token (pMANGO) and its name. Case does not matter. */
export const SITE_WORDS = /mango/i

export interface SiteWord {
  file: string
  line: number
  text: string
}

/** Every line of `files` (paths relative to `root`) that names the site. */
export function findSiteWords(root: string, files: readonly string[]): SiteWord[] {
  const found: SiteWord[] = []
  for (const file of files) {
    if (SITE_WORDS.test(file)) found.push({ file, line: 0, text: '(the file name)' })
    // Binary files (images) hold no words a reader sees.
    const text = readFileSync(join(root, file)).toString('utf8')
    if (text.includes('\0')) continue
    text.split('\n').forEach((line, i) => {
      if (SITE_WORDS.test(line)) found.push({ file, line: i + 1, text: line.trim() })
    })
  }
  return found
}

/** The files of `dir` that git tracks or would track (ignored build output excluded). */
export function kitFiles(root: string, dir = 'lib'): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', dir], { cwd: root, encoding: 'utf8' })
  return out.split('\0').filter(Boolean)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../../..')
  const found = findSiteWords(root, kitFiles(root).filter((f) => !f.startsWith('lib/node_modules/')))
  if (found.length > 0) {
    console.error(`The kit must not name the site (MANGO, pMANGO, Mango staking): ${found.length} place(s) in lib/:`)
    for (const f of found) console.error(`  ${relative(root, join(root, f.file))}:${f.line}: ${f.text}`)
    console.error('Use a neutral example (a token symbol like TKN, "Stake 10 TKN").')
    process.exit(1)
  }
}
