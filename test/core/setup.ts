import { defineChain } from 'viem'
import { createConfig } from '../../lib/core/config'
import { createStorage, type StorageLike } from '../../lib/core/storage'
import { memoryBackend } from '../fixtures/storage'
import { injected } from '../../lib/connectors/injected'
import type { Eip1193 } from '../../lib/connectors/eip1193'

export const zkevm = defineChain({
  id: 1101,
  name: 'Polygon zkEVM',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://zkevm.polygonscan.com' } },
})

export function configWith(provider: Eip1193, backend: StorageLike = memoryBackend()) {
  return createConfig({
    chains: [zkevm],
    appName: 'Mango',
    storage: createStorage({ backend }),
    connectors: [injected({ id: 'io.metamask', name: 'MetaMask', provider })],
  })
}
