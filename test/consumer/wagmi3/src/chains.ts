import { defineChain } from 'viem'
import { anvil } from 'wagmi/chains'

const env = import.meta.env

/**
 * The app's two chains, their nodes given at build time (the test points them at two local
 * anvils): a custom chain and wagmi's `anvil`, whose default node is replaced here.
 */
export const devnet = defineChain({
  id: Number(env.VITE_CHAIN_ID ?? 1101),
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_RPC_URL ?? 'http://127.0.0.1:8545'] } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
})

export const localAnvil = defineChain({ ...anvil, rpcUrls: { default: { http: [env.VITE_ANVIL_RPC_URL ?? 'http://127.0.0.1:8546'] } } })
