import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here).
 * global-setup starts anvil, deploys, starts the WalletConnect test relay, builds the site
 * for production and serves it; tests share it serially and isolate chain state with
 * snapshots.
 *
 * `npm test` splits the suite in two lanes, two runs of this config side by side, each with
 * its own global setup (devnet, relay, builds: nothing shared, so chain snapshots stay
 * within one run): PORCH_E2E_LANE=second runs SECOND_LANE once Vitest has ended, `first`
 * runs the rest (scripts/test.ts). Unset, one run has every spec.
 */
const SECOND_LANE = ['consumer-wagmi3.spec.ts', 'next.spec.ts', 'consumer.spec.ts', 'consumer-erc20.spec.ts', 'element.spec.ts', 'element-frameworks.spec.ts', 'element-plain.spec.ts', 'standalone.spec.ts', 'wc-wallet.spec.ts', 'dev-server.spec.ts', 'consumer-rainbowkit.spec.ts']

/**
 * Specs that measure seconds: a project of their own, listed last, so one worker runs them
 * after every other spec of the run, and they wait for a quiet machine (fixtures/quietMachine.ts).
 */
const QUIET = ['liveness.spec.ts']

const lane = process.env.PORCH_E2E_LANE
if (lane !== undefined && lane !== 'first' && lane !== 'second') throw new Error(`PORCH_E2E_LANE is 'first', 'second' or unset, not '${lane}'`)

const projects: PlaywrightTestConfig['projects'] =
  lane === 'second'
    ? [{ name: 'e2e', testMatch: SECOND_LANE }]
    : [
        { name: 'e2e', testIgnore: [...QUIET, ...(lane === 'first' ? SECOND_LANE : [])] },
        { name: 'quiet', testMatch: QUIET },
      ]

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects,
  // The second lane's specs (the wagmi 3 and Next.js apps) never open the site: global setup skips its build.
  metadata: { site: lane !== 'second' },
  use: {
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
