import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import { cookieStorage, createStorage, http } from 'wagmi'
import type { Chain } from 'wagmi/chains'

/** The app's chain, from NEXT_PUBLIC_* variables (inlined at build time, so server and browser agree). */
const devnet = {
  id: Number(process.env.NEXT_PUBLIC_CHAIN_ID ?? 1101),
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_CHAIN_RPC ?? 'http://127.0.0.1:8545'] } },
} as const satisfies Chain

/** RainbowKit's Installation guide with wagmi's SSR guide: `ssr: true` and the connection in a cookie. */
export const config = getDefaultConfig({
  appName: 'RainbowKit Next App',
  projectId: process.env.NEXT_PUBLIC_WC_PROJECT_ID ?? 'YOUR_PROJECT_ID',
  chains: [devnet],
  transports: { [devnet.id]: http() },
  ssr: true,
  storage: createStorage({ storage: cookieStorage }),
})
