import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The site, its dev server and its tests use the kit's TypeScript source, never a build:
 * each entry's `source` export condition in lib/package.json becomes an exact Vite alias
 * (`@porch/kit/react` -> lib/entries/react.ts). An alias, unlike resolve.conditions, also
 * reaches the vanilla-extract compiler that evaluates `.css.ts` files, and leaves the
 * resolution of every other package alone.
 */
export function kitSourceAliases(): Array<{ find: RegExp; replacement: string }> {
  const pkgUrl = new URL('../../lib/package.json', import.meta.url)
  const pkg = JSON.parse(readFileSync(pkgUrl, 'utf8')) as { name: string; exports: Record<string, string | { source?: string }> }
  return Object.entries(pkg.exports).flatMap(([subpath, target]) => {
    if (typeof target !== 'object' || !target.source) return []
    const name = pkg.name + subpath.slice(1)
    return [{ find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`), replacement: fileURLToPath(new URL(target.source, pkgUrl)) }]
  })
}
