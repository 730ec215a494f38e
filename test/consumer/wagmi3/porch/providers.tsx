// The kit's version of src/providers.tsx: one provider, no TanStack Query (the kit's reads
// and writes keep their own state).
import { PorchProvider } from '@porch/kit/react'
import type { ReactNode } from 'react'
import { config } from './wagmi'

export function Providers({ children }: { children: ReactNode }) {
  return <PorchProvider config={config}>{children}</PorchProvider>
}
