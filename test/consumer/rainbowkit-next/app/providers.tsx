'use client'
import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { cookieToInitialState, WagmiProvider } from 'wagmi'
import { config } from './wagmi'

/**
 * wagmi's SSR guide: the state the request's cookie holds, so the first render (on the
 * server and in the browser) is already connected. The layout hands the cookie header over:
 * RainbowKit's entry is a client module, so its `getDefaultConfig` cannot be called in a
 * Server Component, and `cookieToInitialState` needs the config it made.
 */
export function Providers({ children, cookie }: { children: ReactNode; cookie: string | null }) {
  const [queryClient] = useState(() => new QueryClient())
  const initialState = cookieToInitialState(config, cookie)
  return (
    <WagmiProvider config={config} initialState={initialState}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>{children}</RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
