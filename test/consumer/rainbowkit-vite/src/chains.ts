import type { Chain } from '@rainbow-me/rainbowkit'

const env = import.meta.env

/** A round mark for the devnet, so the custom button has a chain icon to draw (RainbowKit's `iconUrl`). */
const devnetIcon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 12"><circle cx="6" cy="6" r="5" fill="#7b3fe4"/></svg>')}`

/**
 * The local devnet as RainbowKit's "Custom Chains" guide writes a chain: a `Chain` with an
 * icon and its background; its id and node are given at build time (the test points them at anvil).
 */
export const devnet = {
  id: Number(env.VITE_CHAIN_ID ?? 1101),
  name: 'Devnet',
  iconUrl: devnetIcon,
  iconBackground: '#fff',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'] } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
} as const satisfies Chain
