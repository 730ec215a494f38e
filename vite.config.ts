import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { kitSourceAliases } from './scripts/kit/sourceAliases.ts'
import { precompress } from './scripts/site/precompress.ts'
import { reactDomAsModule } from './scripts/site/reactDomModule.ts'
import { startPreload } from './scripts/site/startPreload.ts'
import type * as SiteServer from './src/server/vitePlugin'

/**
 * The sign-in API of `npm run serve` (src/server) on the dev server and on `vite preview`.
 * The server code is loaded through tsx when a server starts, not bundled into this config:
 * `vite build` never loads it, and its extensionless imports stay out of the config graph.
 */
function siteServer(): Plugin {
  let env: Record<string, string | undefined> = {}
  let outDir = 'dist'
  const load = async () => {
    const { tsImport } = await import('tsx/esm/api')
    return (await tsImport('./src/server/vitePlugin.ts', import.meta.url)) as typeof SiteServer
  }
  const mount = async (middlewares: SiteServer.Middlewares, httpServer: Server | null, distDir?: string) => {
    ;(await load()).mountSiteServer(middlewares, httpServer, { everyResponse: distDir !== undefined, env, distDir })
  }
  return {
    name: 'mango-site-server',
    configResolved(config) {
      env = { ...config.env }
      outDir = resolve(config.root, config.build.outDir)
    },
    configureServer: (server) => mount(server.middlewares, server.httpServer as Server | null),
    // Preview serves a build: the serving facts written beside it decide (see below).
    configurePreviewServer: (server) => mount(server.middlewares, server.httpServer as Server | null, outDir),
    // The build's serving facts (chain, nodes, relay, Safe origins) go into its output, so
    // the server that serves it takes them from there instead of its own variables.
    async writeBundle(options) {
      if (this.environment.config.consumer !== 'client') return
      ;(await load()).writeServingFacts(options.dir ?? outDir, env)
    },
  }
}

// The site reads its chain and deployment from VITE_* variables (see src/config);
// `npm start` sets them for the local devnet.
export default defineConfig({
  // React DOM is imported dynamically by src/main.tsx (its evaluation is a start-up task of its own).
  // precompress writes .br and .gz beside each compressible file for `npm run serve` (src/server/encoding.ts).
  plugins: [vanillaExtractPlugin(), siteServer(), reactDomAsModule(), startPreload(/[\\/]react-dom-client\.production\.js$/), precompress()],
  // The site uses the kit's TypeScript source (the `source` export condition of lib/package.json):
  // no kit build is needed for `npm start`, `npm run build` or the tests.
  resolve: { alias: kitSourceAliases() },
  server: { host: '127.0.0.1', strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // No preloading of a lazy chunk's imports when it loads: Vite's helper adds a <link> per
    // import to the document in the same task (5-30 ms for a chunk with ten imports here, a
    // long task with the work around it). The browser then fetches them as it meets them;
    // what start-up needs is preloaded from index.html instead (startPreload).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the page loads first in one chunk. Left to itself, Rolldown splits the
        // modules the entry shares with on-demand chunks (React, the i18n runtime, lazyImport)
        // into half a dozen small common chunks that the entry imports at once anyway: each
        // one compresses apart and adds its own import and export lines (about 2 kB gzip of
        // first load). '$initial' is every module the entry reaches statically, so on-demand
        // code (modals, WalletConnect, write actions, locales) keeps its own chunks.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
})
