import { gzipSync } from 'node:zlib'
import { transformSync } from 'esbuild'
import type { Plugin } from 'vite'

/** One module's share of a built chunk: its rendered length (before the chunk is minified) and its gzip size, minified on its own. */
export interface ModuleSize {
  id: string
  rendered: number
  gzip: number
}

/** A built chunk's modules, largest first. */
export interface ChunkModules {
  fileName: string
  modules: ModuleSize[]
}

/**
 * A build plugin that records, per output chunk, what each module renders to (after
 * tree-shaking and minification) and that text's gzip size on its own. Gzip of a part is not
 * additive (the chunk compresses better as one text), so the figures rank modules and groups
 * against each other; the chunk's own gzip size is the bench's first-load measure.
 */
export function moduleSizes(into: ChunkModules[]): Plugin {
  return {
    name: 'bench-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const modules = Object.entries(chunk.modules).map(([id, m]) => ({
          id,
          rendered: m.renderedLength,
          gzip: m.code ? gzipSync(minified(m.code), { level: 9 }).length : 0,
        }))
        into.push({ fileName: chunk.fileName, modules: modules.sort((a, b) => b.rendered - a.rendered) })
      }
    },
  }
}

/** A module's rendered code minified on its own (the chunk is minified after this hook runs). */
function minified(code: string): string {
  try {
    return transformSync(code, { minify: true, format: 'esm', target: 'es2022' }).code
  } catch {
    return code // a part that does not parse alone (none seen so far): counted as rendered
  }
}

/** Where a module belongs: React and React DOM, viem and its dependencies, the kit, the site, or another package. */
export function moduleGroup(id: string): string {
  if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react + react-dom'
  if (/node_modules[\\/](viem|ox|abitype|@noble|@scure)[\\/]/.test(id)) return 'viem (+ ox, noble)'
  if (/[\\/]lib[\\/]/.test(id) && !id.includes('node_modules')) return 'kit (lib/)'
  if (/[\\/](src|styles)[\\/]/.test(id) && !id.includes('node_modules')) return 'site (src/)'
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)
  return pkg ? pkg[1]! : 'other'
}

/**
 * The first load's gzip bytes by group (moduleGroup): each first-load chunk's real gzip
 * size shared out among its modules in proportion to their own gzip sizes, so the groups
 * add up to the bench's figure.
 */
export function firstLoadByGroup(chunks: readonly ChunkModules[], firstLoad: ReadonlyArray<{ file: string; gzip: number }>): Array<{ group: string; gzip: number }> {
  const groups = new Map<string, number>()
  for (const file of firstLoad) {
    const chunk = chunks.find((c) => `/${c.fileName}` === file.file)
    if (!chunk) continue
    const parts = chunk.modules.reduce((n, m) => n + m.gzip, 0)
    for (const m of chunk.modules) {
      const group = moduleGroup(m.id)
      groups.set(group, (groups.get(group) ?? 0) + (parts ? (m.gzip / parts) * file.gzip : 0))
    }
  }
  return [...groups].map(([group, gzip]) => ({ group, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip)
}
