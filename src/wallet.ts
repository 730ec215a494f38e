import type { Hex } from 'viem'
import { type Config, createConfig, type CreateConnectorFn, injectedDiscovery, isFramed, walletConnect } from '@porch/kit'
import { appChain, APP_NAME, deployment } from './config'

/**
 * The wallet config of the site. The devnet wallet is imported only by the dev server on
 * the local devnet: `vite build` sets MODE to 'production' whatever NODE_ENV says, so the
 * condition is the constant false there and the bundler drops the import and the key.
 */
export function createWalletConfig(): Config {
  const discoverInjected = injectedDiscovery()
  const projectId = import.meta.env.VITE_WC_PROJECT_ID
  const connectors: CreateConnectorFn[] = []
  // WalletConnect needs a project id; without one the WalletConnect-based wallets say so.
  if (projectId) {
    connectors.push(
      walletConnect({
        projectId,
        relayUrl: import.meta.env.VITE_WC_RELAY_URL || undefined,
        metadata: {
          name: APP_NAME,
          description: 'Plant MANGO and earn real yield in USDC.',
          url: typeof location === 'undefined' ? 'https://mango.example' : location.origin,
          icons: [typeof location === 'undefined' ? '/favicon.svg' : `${location.origin}/favicon.svg`],
        },
      }),
    )
  }
  const config = createConfig({
    chains: [appChain],
    appName: APP_NAME,
    // The site's keys predate the kit's name: keep them, so returning users keep their state.
    storageKey: 'mango',
    connectors,
    pollingInterval: Number(import.meta.env.VITE_POLLING_INTERVAL) || undefined,
    safePollInterval: Number(import.meta.env.VITE_SAFE_POLL_INTERVAL) || undefined,
    discover(add: (fn: CreateConnectorFn) => void) {
      const stop = discoverInjected(add)
      if (import.meta.env.MODE === 'development' && deployment.devnet && import.meta.env.VITE_DEVNET_PRIVATE_KEY) {
        void import('@porch/kit').then(({ devnetWallet }) =>
          add(devnetWallet({ privateKey: import.meta.env.VITE_DEVNET_PRIVATE_KEY as Hex, chain: appChain, rpcUrl: deployment.rpcUrl })),
        )
      }
      // Safe{Wallet} hosts apps in an iframe: only there is the Safe code loaded and asked.
      if (isFramed()) {
        void import('./safeApp').then(({ startSafe }) => startSafe(config, add)).catch((e: unknown) => console.warn('[safe]', e))
      }
      return stop
    },
  })
  return config
}
