import { createConfig, injectedDiscovery } from '@porch/kit'
import { ConnectButton, ModalProvider, PorchProvider } from '@porch/kit/react'
import '@porch/kit/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { chains } from './config'
import { SignIn } from './SignIn'
import { Token } from './Token'

const config = createConfig({ chains, appName: 'Token App', discover: injectedDiscovery() })

const app = (
  <ModalProvider>
    <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
      <ConnectButton />
    </header>
    <main style={{ padding: 16 }}>
      <Token />
    </main>
  </ModalProvider>
)

// Sign-in only in builds made with VITE_SIGN_IN=on (served by ../server.ts, @porch/kit/server):
// written out here so the bundler folds it and leaves the sign-in code out of other builds.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PorchProvider config={config}>{import.meta.env.VITE_SIGN_IN === 'on' ? <SignIn config={config}>{app}</SignIn> : app}</PorchProvider>
  </StrictMode>,
)
