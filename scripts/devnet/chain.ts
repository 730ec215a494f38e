import { defineChain, type Chain } from 'viem'
import { DEVNET_CHAIN_ID } from '../anvil'

/** Canonical Multicall3 address (same on every chain, https://github.com/mds1/multicall). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

/** A viem chain for the local anvil: chain id 1101 like Polygon zkEVM, our RPC, Multicall3. */
export function devnetChain(rpcUrl: string): Chain {
  return defineChain({
    id: DEVNET_CHAIN_ID,
    name: 'Mango devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  })
}
