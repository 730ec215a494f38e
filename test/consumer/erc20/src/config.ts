import { isAddressLike } from '@porch/kit'
import type { Address, Chain } from 'viem'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
// Multicall3 sits at this address on real chains (https://github.com/mds1/multicall); the
// kit batches a chain's reads through it.
const multicall3 = { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } as const

const env = import.meta.env

/** Two chains, from the build's environment (the test points them at two local nodes). */
export const chains: readonly [Chain, Chain] = [
  {
    id: Number(env.VITE_CHAIN_A_ID ?? 1101),
    name: 'Devnet A',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [env.VITE_CHAIN_A_RPC ?? 'http://127.0.0.1:8545'] } },
    contracts: { multicall3 },
  },
  {
    id: Number(env.VITE_CHAIN_B_ID ?? 31337),
    name: 'Devnet B',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [env.VITE_CHAIN_B_RPC ?? 'http://127.0.0.1:8546'] } },
    contracts: { multicall3 },
  },
]

const tokenAddress = (value: unknown): Address | undefined => (isAddressLike(value) ? value : undefined)

/** The token this app shows on each chain (VITE_TOKEN_A, VITE_TOKEN_B); a missing or malformed one is undefined. */
export const tokens: Readonly<Record<number, Address | undefined>> = {
  [chains[0].id]: tokenAddress(env.VITE_TOKEN_A),
  [chains[1].id]: tokenAddress(env.VITE_TOKEN_B),
}
