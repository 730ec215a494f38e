import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FullConfig } from '@playwright/test'
import { build, preview, type PreviewServer } from 'vite'
import { deploymentEnv, startDevnet } from '../scripts/devnet'
import { startRelay } from '@porch/kit/testing'
import { PACK_DIR_ENV } from '../test/consumer/consumerApp'
import { startSafeHost } from './fixtures/safeHost/server'
import { startSafeMessageService } from './fixtures/safeService'
import { RUN_ID_ENV, runDir, type E2EState } from './fixtures/state'

/**
 * One devnet, one local WalletConnect relay and one PRODUCTION build of the site pointed
 * at them, served by `vite preview` on a free port. Tests isolate chain state with
 * evm_snapshot/evm_revert (see fixtures). Everything stops in the returned teardown.
 */
/** Like Promise.all, but when one fails the others that started are stopped before the error is thrown. */
async function allStarted<T extends readonly Promise<{ stop(): Promise<void> }>[]>(starting: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(starting)
  const failed = settled.find((r) => r.status === 'rejected')
  if (failed) {
    await Promise.all(settled.map((r) => (r.status === 'fulfilled' ? r.value.stop().catch(() => {}) : undefined)))
    throw failed.reason
  }
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> }
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // Frozen clock: block time moves only when a test says so, so gas estimates and rewards
  // are deterministic (see scripts/anvil.ts).
  const outDir = runDir('e2e-dist')
  // Side by side: anvil deploys while the relay starts and esbuild bundles the Safe host's app.
  const [devnet, relay, safeHost] = await allStarted([startDevnet({ frozenClock: true }), startRelay(), startSafeHost({ siteDir: outDir })] as const)
  // The Safe wallet-service's messages, reading owners and thresholds from the devnet.
  const safeService = await startSafeMessageService({ rpcUrl: devnet.deployment.rpcUrl, chainId: 1101 })
  mkdirSync(outDir, { recursive: true })
  const env = {
    ...deploymentEnv(devnet.deployment, { pollingInterval: 500 }),
    VITE_WC_PROJECT_ID: 'e2e0000000000000000000000000000e2e',
    VITE_WC_RELAY_URL: relay.url,
    // The Safe{Wallet} test host's origin is the one Safe origin this build trusts; short
    // polls and a short timeout for proposals keep the Safe tests quick.
    VITE_SAFE_ALLOWED_ORIGINS: safeHost.trustedOrigin,
    VITE_SAFE_POLL_INTERVAL: '300',
    VITE_SAFE_TX_TIMEOUT: '5000',
    VITE_SAFE_SERVICE_URL: safeService.url,
    // 'View in Safe{Wallet}' links to the test host, not to app.safe.global.
    VITE_SAFE_WALLET_URL: safeHost.trustedOrigin,
    // The frozen clock makes the newest block age with the suite; it is not a halted chain.
    VITE_HALTED_AFTER: String(365 * 24 * 3600),
  }
  Object.assign(process.env, env)
  // A run whose specs never open the site (playwright.config.ts's metadata says so: npm
  // test's second lane, the wagmi 3 and Next.js apps) skips its build, half a minute of CPU
  // while the other lane runs; `baseURL` is then empty and page.goto('/') fails at once.
  let server: PreviewServer | undefined
  let baseURL = ''
  if (config.metadata.site !== false) {
    await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } })
    server = await preview({ logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } })
    baseURL = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''
    if (!baseURL) throw new Error('vite preview did not report a URL')
  }
  const state: E2EState = { baseURL, deployment: devnet.deployment, relayUrl: relay.url, safeHost: { trustedOrigin: safeHost.trustedOrigin, untrustedOrigin: safeHost.untrustedOrigin, siteMirrorOrigin: safeHost.siteMirrorOrigin }, safeServiceUrl: safeService.url }
  process.env.E2E_STATE = JSON.stringify(state)
  process.env.E2E_BASE_URL = baseURL
  process.env[RUN_ID_ENV] = randomUUID()
  // The consumer apps' specs pack the kit into this folder the first time one needs it and
  // share that one tarball for the rest of the run (test/consumer/consumerApp.ts).
  const packDir = mkdtempSync(join(tmpdir(), 'porch-kit-pack-'))
  process.env[PACK_DIR_ENV] = packDir
  return async () => {
    rmSync(packDir, { recursive: true, force: true })
    if (server) await new Promise<void>((r) => server.httpServer.close(() => r()))
    await relay.stop()
    await safeHost.stop()
    await safeService.close()
    await devnet.stop()
  }
}
