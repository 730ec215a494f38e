// The same config registered with wagmi 3, the reference registered.tsx compares with.
import { http } from 'viem'
import { mainnet, optimism } from 'viem/chains'
import { createConfig } from 'wagmi'

export const wagmiConfig = createConfig({
  chains: [mainnet, optimism],
  transports: { [mainnet.id]: http(), [optimism.id]: http() },
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
