// The staking page on RainbowKit 2.2.11 + wagmi 2, written from their documented API
// (getDefaultConfig, RainbowKitProvider, ConnectButton, useReadContract, useWriteContract),
// only for the bench to measure the site against (scripts/bench/sideBySide.ts).
import '@rainbow-me/rainbowkit/styles.css'
import { getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { http, WagmiProvider } from 'wagmi'
import { App } from './App.jsx'

const env = import.meta.env
const chain = {
  id: Number(env.VITE_CHAIN_ID),
  name: 'Mango Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [env.VITE_RPC_URL] } },
  contracts: { multicall3: { address: env.VITE_MULTICALL3_ADDRESS } },
}

const config = getDefaultConfig({
  appName: 'Mango (RainbowKit)',
  projectId: 'bench',
  chains: [chain],
  transports: { [chain.id]: http(env.VITE_RPC_URL) },
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <App />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
