import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Connect, type Plugin } from 'vite'

/**
 * Safe{Wallet} reads a Safe App's /manifest.json (name, description, icons) from its own
 * origin, so that one file is served with `Access-Control-Allow-Origin: *`, by the dev
 * server and by `vite preview` alike. Nothing here forbids framing.
 */
function safeAppManifest(): Plugin {
  const cors: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] === '/manifest.json') res.setHeader('Access-Control-Allow-Origin', '*')
    next()
  }
  return {
    name: 'mango:safe-app-manifest',
    configureServer: (server) => void server.middlewares.use(cors),
    configurePreviewServer: (server) => void server.middlewares.use(cors),
  }
}

// The site reads its chain and deployment from VITE_* variables (see src/config);
// `npm start` sets them for the local devnet.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), safeAppManifest()],
  server: { host: '127.0.0.1', strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
})
