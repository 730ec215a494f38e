import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A barrel as Rollup writes it with preserveModules (`import { a } from "./x.js"` lines, then
 * one `export { a, ... }`) as re-exports instead (`export { a } from "./x.js"`). Same exports,
 * same modules; but Turbopack (Next.js) skips a side-effect-free module's unused re-exports
 * only in this form: with imports, a Next.js app that used one function of `@porch/kit`
 * bundled every action behind the barrel (viem's signing and ABI code with them: about
 * 55 kB gzip of first load). Returns undefined for any file that is not a pure barrel.
 */
export function toReexports(text: string): string | undefined {
  const directive = /^"use client";\n/.exec(text)?.[0] ?? ''
  const local = new Map<string, { spec: string; imported: string }>()
  let exportList: string | undefined
  for (const statement of text.slice(directive.length).split(/;\s*\n/).map((s) => s.trim()).filter(Boolean)) {
    const imported = /^import\s*\{([^}]*)\}\s*from\s*"([^"]+)"$/.exec(statement)
    const exported = /^export\s*\{([^}]*)\}$/.exec(statement)
    if (imported) {
      for (const [name, as] of names(imported[1]!)) local.set(as, { spec: imported[2]!, imported: name })
    } else if (exported && exportList === undefined) {
      exportList = exported[1]!
    } else {
      return undefined
    }
  }
  if (exportList === undefined) return undefined
  const bySpec = new Map<string, string[]>()
  for (const [name, as] of names(exportList)) {
    const source = local.get(name)
    if (!source) return undefined
    bySpec.set(source.spec, [...(bySpec.get(source.spec) ?? []), source.imported === as ? as : `${source.imported} as ${as}`])
  }
  return directive + [...bySpec].map(([spec, list]) => `export { ${list.join(', ')} } from "${spec}";\n`).join('')
}

/** `a, b as c` -> [['a', 'a'], ['b', 'c']]. */
function names(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, as] = part.split(/\s+as\s+/).map((s) => s.trim())
      return [name!, as ?? name!]
    })
}

/** Rewrite every pure barrel among the .js files under `dir` (see toReexports). */
export function rewriteBarrels(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) rewriteBarrels(path)
    else if (name.endsWith('.js')) {
      const rewritten = toReexports(readFileSync(path, 'utf8'))
      if (rewritten !== undefined) writeFileSync(path, rewritten)
    }
  }
}
