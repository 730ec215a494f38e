import type { Chain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** Two chains, from the build's environment (the test points them at two local nodes). */
export const chains: readonly [Chain, Chain] = [
  {
    id: Number(import.meta.env.VITE_CHAIN_A_ID ?? 1101),
    name: 'Devnet A',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [import.meta.env.VITE_CHAIN_A_RPC ?? 'http://127.0.0.1:8545'] } },
  },
  {
    id: Number(import.meta.env.VITE_CHAIN_B_ID ?? 31337),
    name: 'Devnet B',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [import.meta.env.VITE_CHAIN_B_RPC ?? 'http://127.0.0.1:8546'] } },
  },
]
