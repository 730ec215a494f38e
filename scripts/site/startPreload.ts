import type { Plugin } from 'vite'

/** Output chunks as the HTML transform sees them (the parts this plugin reads). */
interface Chunk {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry?: boolean
  moduleIds?: readonly string[]
  imports?: readonly string[]
}

/**
 * Adds `<link rel="modulepreload">` to index.html for what the page runs at start-up: the
 * entry's static imports, and the chunks holding `modules` with theirs, which the entry
 * imports dynamically (src/main.tsx loads React DOM that way, so that its evaluation is a
 * task of its own). With Vite's own preloading off (vite.config.ts), the browser would
 * otherwise find each of them only after running the chunk that imports it, a round trip
 * later. The bench's first-load bytes count these links.
 */
export function startPreload(modules: RegExp): Plugin {
  let base = '/'
  return {
    name: 'mango-start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, Chunk>
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        const wanted = new Set<string>()
        const add = (fileName: string) => {
          if (wanted.has(fileName)) return
          wanted.add(fileName)
          for (const dep of bundle[fileName]?.imports ?? []) add(dep)
        }
        const started = chunks.filter((c) => c.moduleIds?.some((id) => modules.test(id)))
        if (started.length === 0) throw new Error(`startPreload: no chunk holds a module matching ${String(modules)}.`)
        for (const c of [...chunks.filter((c) => c.isEntry), ...started]) add(c.fileName)
        const tags = [...wanted]
          .map((fileName) => `${base}${fileName}`)
          .filter((href) => !html.includes(`"${href}"`))
          .map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' as const }))
        return { html, tags }
      },
    },
  }
}
