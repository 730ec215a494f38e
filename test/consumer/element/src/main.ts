import { createConfig, injectedDiscovery } from '@porch/kit'
import { defineElements } from '@porch/kit/element'

const chain = {
  id: Number(import.meta.env.VITE_CHAIN_A_ID ?? 1101),
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [import.meta.env.VITE_CHAIN_A_RPC ?? 'http://127.0.0.1:8545'] } },
} as const

const config = createConfig({ chains: [chain], appName: 'Element Page', discover: injectedDiscovery() })

// The page binds to the events only: the account and chain it shows are the events' details.
document.addEventListener('porch:connection', (e) => {
  document.getElementById('address')!.textContent = e.detail.address ?? 'none'
  const { connector, status } = e.detail
  document.getElementById('wallet')!.textContent = `${connector ? `${connector.name} (${connector.id}` : 'none ('}${connector ? ', ' : ''}${status})`
})
document.addEventListener('porch:chain', (e) => {
  document.getElementById('chain')!.textContent = e.detail.supported ? `${e.detail.chain?.name} (${e.detail.chainId})` : `unsupported (${e.detail.chainId})`
})

defineElements(config, { theme: { mode: 'light' } })
