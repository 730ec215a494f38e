import { createConfig, injectedDiscovery } from '@porch/kit'
import { ConnectButton, ModalProvider, PorchProvider } from '@porch/kit/react'
import '@porch/kit/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Actions } from './Actions'
import { chains } from './chains'

const config = createConfig({ chains, appName: 'Consumer App', discover: injectedDiscovery() })

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
