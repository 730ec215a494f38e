import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, RainbowKitAuthenticationProvider, RainbowKitProvider, type AuthenticationStatus } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useEffect, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { makeAdapter } from './auth'
import { config } from './wagmi'

const queryClient = new QueryClient()

/** What the server says about this browser's session: GET /api/auth/me's status code. */
function WhoAmI() {
  const [answer, setAnswer] = useState('')
  return (
    <p>
      <button type="button" onClick={() => void fetch('/api/auth/me').then((r) => setAnswer(String(r.status)))}>
        Ask the server
      </button>
      <output data-testid="me-status">{answer}</output>
    </p>
  )
}

/**
 * The guide's "Providing the authentication state": the app owns the status ('loading'
 * until the server has answered /me, then 'authenticated' or 'unauthenticated') and hands
 * it, with the adapter, to RainbowKitAuthenticationProvider.
 */
function App() {
  const [status, setStatus] = useState<AuthenticationStatus>('loading')
  const adapter = useMemo(() => makeAdapter(setStatus), [])
  useEffect(() => {
    void fetch('/api/auth/me')
      .then((r) => setStatus(r.ok ? 'authenticated' : 'unauthenticated'))
      .catch(() => setStatus('unauthenticated'))
  }, [])
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      <RainbowKitProvider>
        <main>
          <h1>RainbowKit sign-in app</h1>
          <ConnectButton />
          <p data-testid="auth-status">{status}</p>
          <WhoAmI />
        </main>
      </RainbowKitProvider>
    </RainbowKitAuthenticationProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
