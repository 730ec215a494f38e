import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import { kitSourceAliases } from './scripts/kit/sourceAliases.ts'

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // `@porch/kit` is its TypeScript source here too (the `source` condition, see scripts/kit/sourceAliases.ts).
  resolve: { alias: kitSourceAliases() },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Contract tests each start their own anvil; two cores, so keep parallelism modest.
    maxWorkers: 2,
  },
})
