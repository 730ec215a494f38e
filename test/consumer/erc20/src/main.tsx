import { createConfig, injectedDiscovery } from '@porch/kit'
import { ConnectButton, ModalProvider, PorchProvider } from '@porch/kit/react'
import '@porch/kit/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { chains } from './config'
import { Token } from './Token'

const config = createConfig({ chains, appName: 'Token App', discover: injectedDiscovery() })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorchProvider config={config}>
      <ModalProvider>
        <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <ConnectButton />
        </header>
        <main style={{ padding: 16 }}>
          <Token />
        </main>
      </ModalProvider>
    </PorchProvider>
  </StrictMode>,
)
