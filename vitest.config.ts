import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'
import { kitSourceAliases } from './scripts/kit/sourceAliases.ts'

/**
 * Files that take longest (a whole tsc run, a dev server, a spawned `npm run serve`) while
 * their source is short. Without Vitest's cache of past durations (a fresh CI checkout) files
 * run largest first, so these started last and one worker finished them alone at the end.
 */
const SLOW_FIRST = [
  'test/docs/code-blocks.test.ts',
  'test/server/serve.test.ts',
  'test/shell/manifest.test.ts',
  'test/staking/StakingScreen.test.tsx',
  'test/react/ssr.test.tsx',
  'test/testing/mockConnector.test.tsx',
]

/** Vitest's order (failed, then slowest, from its cache; else largest), with SLOW_FIRST ahead of it. */
class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((path) => file.moduleId.endsWith(path))
      return i === -1 ? SLOW_FIRST.length : i
    }
    const sorted = await super.sort(files)
    return sorted.map((file, order) => ({ file, order })).sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order).map(({ file }) => file)
  }
}

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // `@porch/kit` is its TypeScript source here too (the `source` condition, see scripts/kit/sourceAliases.ts).
  resolve: { alias: kitSourceAliases() },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    // jsdom lacks the native <dialog>'s showModal()/close() the kit's Dialog opens with.
    setupFiles: ['test/setup/dialog.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Contract tests each start their own anvil; two cores, so keep parallelism modest.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
  },
})
