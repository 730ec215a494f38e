// The kit's version of src/wagmi.ts, copied over it by scripts/kit/wagmiApp.ts: there,
// '../src/chains' is the app's own src/chains.ts, as it is from here.
import { createConfig, injected, injectedDiscovery } from '@porch/kit'
import { devnet, localAnvil } from '../src/chains'

// The same chains, connectors and polling as the wagmi config. The kit reaches each chain's
// node through the chain's own rpcUrls (what wagmi's `http()` with no URL does too);
// EIP-6963 wallets join through `discover` (wagmi: multiInjectedProviderDiscovery).
export const config = createConfig({
  chains: [devnet, localAnvil],
  connectors: [injected()],
  discover: injectedDiscovery(),
  appName: 'wagmi 3 app',
  pollingInterval: 500,
})
