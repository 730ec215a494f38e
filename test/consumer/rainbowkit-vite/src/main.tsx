import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, darkTheme, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { CustomAvatar } from './Avatar'
import { ChainButton } from './ChainButton'
import { Disclaimer } from './Disclaimer'
import { SendEther } from './SendEther'
import { config } from './wallets'

const queryClient = new QueryClient()

function App() {
  return (
    <main>
      <h1>RainbowKit Vite app</h1>
      <ConnectButton />
      <ChainButton />
      <SendEther />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider
          theme={darkTheme({ accentColor: '#7b3fe4', accentColorForeground: 'white' })}
          appInfo={{ appName: 'RainbowKit Vite App', learnMoreUrl: 'https://learnaboutcryptowallets.example', disclaimer: Disclaimer }}
          avatar={CustomAvatar}
          showRecentTransactions={true}
        >
          <App />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
