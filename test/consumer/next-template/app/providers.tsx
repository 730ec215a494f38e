'use client'
import { ModalProvider, PorchProvider, type State } from '@porch/kit/react'
import type { ReactNode } from 'react'
import { config } from './config'

export function Providers({ children, initialState }: { children: ReactNode; initialState?: State | undefined }) {
  return (
    <PorchProvider config={config} initialState={initialState}>
      <ModalProvider>{children}</ModalProvider>
    </PorchProvider>
  )
}
