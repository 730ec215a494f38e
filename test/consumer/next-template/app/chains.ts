import type { Chain } from 'viem'

/** The app's chain, from NEXT_PUBLIC_* variables (inlined at build time, so server and browser agree). */
export const chains: readonly [Chain] = [
  {
    id: Number(process.env.NEXT_PUBLIC_CHAIN_ID ?? 1101),
    name: 'Devnet A',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [process.env.NEXT_PUBLIC_CHAIN_RPC ?? 'http://127.0.0.1:8545'] } },
  },
]
