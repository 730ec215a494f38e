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
      // openSafeHost answers its Safe{Wallet} page through page.route; Chromium counts such a
      // page as public and, with Local Network Access checks, would not let it frame the app on 127.0.0.1.
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-features=LocalNetworkAccessChecks'],
    },
  },
})
