import type { ReactNode } from 'react'
import type { ResolvedRegister } from '../core/register'
import { PorchProvider, type PorchProviderProps } from './Provider'

/** Props of WagmiProvider: wagmi's (`config`, `initialState`, `reconnectOnMount`) and PorchProvider's own. */
export interface WagmiProviderProps extends Omit<PorchProviderProps, 'autoConnect' | 'config' | 'children'> {
  /** The app's config from createConfig. */
  config: ResolvedRegister['config']
  /** Silently reconnect the last wallet on load (default true; PorchProvider's `autoConnect`). */
  reconnectOnMount?: boolean | undefined
  /** The app. */
  children?: ReactNode
}

/**
 * wagmi's provider, under wagmi's name and props: PorchProvider, so a wagmi app keeps its
 * provider tree. TanStack Query's `QueryClientProvider` may stay around it and does no
 * harm: the kit's hooks use the kit's own query cache, not TanStack's.
 *
 * @example
 * ```tsx
 * import { WagmiProvider } from '@porch/kit/react'
 *
 * export const App = () => <WagmiProvider config={config}>{children}</WagmiProvider>
 * ```
 */
export function WagmiProvider({ reconnectOnMount = true, children, ...props }: WagmiProviderProps) {
  return (
    <PorchProvider {...props} autoConnect={reconnectOnMount}>
      {children}
    </PorchProvider>
  )
}
