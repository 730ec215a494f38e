import { defineChain, type Chain } from 'viem'
import type { Deployment } from './deployment'

/** The one chain the product supports, built from the deployment data. */
export function chainFor(d: Deployment): Chain {
  return defineChain({
    id: d.chainId,
    name: d.chainName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [...d.rpcUrls] } },
    // No explorer (a local devnet): no `blockExplorers`, so the kit shows hashes, not links.
    ...(d.explorerUrl ? { blockExplorers: { default: { name: 'PolygonScan', url: d.explorerUrl } } } : {}),
    contracts: { multicall3: { address: d.multicall3 } },
    // EIP-1559 fees with base-fee multiplier 1.2.
    fees: { baseFeeMultiplier: 1.2 },
  })
}
