import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import { http } from 'wagmi'
import { defineChain } from 'viem'

const env = import.meta.env

/** The devnet, its id and node given at build time (the test points them at anvil). */
export const devnet = defineChain({
  id: Number(env.VITE_CHAIN_ID ?? 1101),
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'] } },
})

export const config = getDefaultConfig({
  appName: 'RainbowKit Sign-In App',
  projectId: env.VITE_WC_PROJECT_ID ?? 'YOUR_PROJECT_ID',
  chains: [devnet],
  transports: { [devnet.id]: http() },
})
