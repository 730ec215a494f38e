import type { Server } from 'node:http'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { kitSourceAliases } from './scripts/kit/sourceAliases.ts'
import type * as SiteServer from './src/server/vitePlugin'

/**
 * The sign-in API of `npm run serve` (src/server) on the dev server and on `vite preview`.
 * The server code is loaded through tsx when a server starts, not bundled into this config:
 * `vite build` never loads it, and its extensionless imports stay out of the config graph.
 */
function siteServer(): Plugin {
  let env: Record<string, string | undefined> = {}
  const mount = async (middlewares: SiteServer.Middlewares, httpServer: Server | null, everyResponse: boolean) => {
    const { tsImport } = await import('tsx/esm/api')
    const mod = (await tsImport('./src/server/vitePlugin.ts', import.meta.url)) as typeof SiteServer
    mod.mountSiteServer(middlewares, httpServer, { everyResponse, env })
  }
  return {
    name: 'mango-site-server',
    configResolved(config) {
      env = { ...config.env }
    },
    configureServer: (server) => mount(server.middlewares, server.httpServer as Server | null, false),
    configurePreviewServer: (server) => mount(server.middlewares, server.httpServer as Server | null, true),
  }
}

// The site reads its chain and deployment from VITE_* variables (see src/config);
// `npm start` sets them for the local devnet.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), siteServer()],
  // The site uses the kit's TypeScript source (the `source` export condition of lib/package.json):
  // no kit build is needed for `npm start`, `npm run build` or the tests.
  resolve: { alias: kitSourceAliases() },
  server: { host: '127.0.0.1', strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
})
