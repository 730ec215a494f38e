import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

// The site reads its chain and deployment from VITE_* variables (see src/config);
// `npm start` sets them for the local devnet.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  server: { host: '127.0.0.1', strictPort: false },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
})
