import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers here).
 * global-setup starts anvil, deploys, starts the WalletConnect test relay, builds the site
 * for production and serves it; tests share it serially and isolate chain state with
 * snapshots.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
