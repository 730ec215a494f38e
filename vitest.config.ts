import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // `@porch/kit` resolves to its TypeScript source (the `source` export condition), as in vite.config.ts.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Contract tests each start their own anvil; two cores, so keep parallelism modest.
    maxWorkers: 2,
  },
})
