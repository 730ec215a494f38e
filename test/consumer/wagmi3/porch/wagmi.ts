// The kit's version of src/wagmi.ts, copied over it by scripts/kit/wagmiApp.ts (there,
// '../src/chains' is the app's own src/chains.ts, as it is from here).
import { createConfig, injected } from '@porch/kit'
import { devnet, localAnvil } from '../src/chains'

// wagmi's options, less `transports`: the kit reaches each chain's node through the chain's
// own rpcUrls (what wagmi's `http()` without a URL does too). `transports: { [id]: http() }`
// is accepted and honoured here as well, but viem's http transport then joins the first load
// (about 4 kB gzip). EIP-6963 wallets join `injected()` on their own, as in wagmi.
export const config = createConfig({
  chains: [devnet, localAnvil],
  connectors: [injected()],
  pollingInterval: 500,
})

declare module '@porch/kit/react' {
  interface Register {
    config: typeof config
  }
}
