// The kit's version of src/providers.tsx: the kit's provider under wagmi's name. TanStack
// Query's QueryClientProvider could stay (it does no harm), but nothing here needs it: the
// kit's reads and writes keep their own state, so the app drops the dependency.
import { WagmiProvider } from '@porch/kit/react'
import type { ReactNode } from 'react'
import { config } from './wagmi'

export function Providers({ children }: { children: ReactNode }) {
  return <WagmiProvider config={config}>{children}</WagmiProvider>
}
