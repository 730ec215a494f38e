import { createConfig, http } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { devnet, localAnvil } from './chains'

// wagmi's Getting Started: chains, connectors, one transport per chain. EIP-6963 wallets
// join `injected()` on their own (multiInjectedProviderDiscovery, on by default).
export const config = createConfig({
  chains: [devnet, localAnvil],
  connectors: [injected()],
  transports: {
    [devnet.id]: http(),
    [localAnvil.id]: http(),
  },
  pollingInterval: 500,
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
