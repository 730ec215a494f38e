import { createConfig, injectedDiscovery, walletConnect } from '@porch/kit'
import { ConnectButton, ModalProvider, PorchProvider } from '@porch/kit/react'
import '@porch/kit/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Actions } from './Actions'
import { chains } from './chains'

// WalletConnect only when the build names a relay (the tests' local one): a build without it
// leaves the connector out entirely, so the first-load bench measures the same app as before.
const relayUrl = import.meta.env.VITE_WC_RELAY_URL as string | undefined
const connectors = relayUrl ? [walletConnect({ projectId: 'e2e0000000000000000000000000000e2e', relayUrl, metadata: { name: 'Consumer App', description: 'A minimal Porch app', url: location.origin, icons: [] } })] : []
const config = createConfig({ chains, appName: 'Consumer App', connectors, discover: injectedDiscovery() })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorchProvider config={config}>
      <ModalProvider>
        <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <ConnectButton />
        </header>
        <main style={{ padding: 16 }}>
          <Actions />
        </main>
      </ModalProvider>
    </PorchProvider>
  </StrictMode>,
)
