import { useEffect, useRef } from 'react'
import type { Address, Chain } from 'viem'
import { watchConnection } from '../core/actions/watchConnection'
import type { Connector } from '../core/types'
import { useConfig, type UseConfigParameters } from './context'

/** What onConnect gets (wagmi's): the new connection, and whether it was restored rather than asked for. */
export interface ConnectionEffectData {
  /** The connected account. */
  address: Address
  /** Every account the wallet shares, the selected one first. */
  addresses: readonly [Address, ...Address[]]
  /** The configured chain the wallet is on; undefined on a chain the app does not configure. */
  chain: Chain | undefined
  /** The chain the wallet is on. */
  chainId: number
  /** The connector of the connection. */
  connector: Connector
  /** True when the connection was restored (auto-connect, useReconnect, a connection the server rendered). */
  isReconnected: boolean
}

/** Parameters of useConnectionEffect (wagmi's). */
export interface UseConnectionEffectParameters extends UseConfigParameters {
  /** Called once per connection, when it is made or restored. */
  onConnect?(data: ConnectionEffectData): void
  /** Called once when the connection ends. */
  onDisconnect?(): void
}

/**
 * Runs `onConnect` when a wallet connects and `onDisconnect` when it disconnects (wagmi 3's
 * useConnectionEffect, wagmi 2's useAccountEffect), once per change, also under React's
 * StrictMode. Signing in is not a connect (the wallet was `connected` already). Differs from
 * wagmi: a connector that connects on its own (a Safe App, a restored WalletConnect session)
 * goes from `disconnected` to `connected` directly, and that is a connect too
 * (`isReconnected: false`); wagmi reports only connects that went through `connecting` or
 * `reconnecting`. The callbacks may be new functions on every render.
 *
 * @example
 * ```tsx
 * import { useConnectionEffect } from '@porch/kit/react'
 *
 * function App() {
 *   useConnectionEffect({
 *     onConnect(data) {
 *       console.log('Connected!', data)
 *     },
 *     onDisconnect() {
 *       console.log('Disconnected!')
 *     },
 *   })
 *   return null
 * }
 * ```
 */
export function useConnectionEffect(parameters: UseConnectionEffectParameters = {}): void {
  const config = useConfig(parameters)
  // The latest callbacks, without watching again on every render (a watch started between
  // two changes would take the second for the first).
  const callbacks = useRef(parameters)
  useEffect(() => {
    callbacks.current = parameters
  })
  useEffect(
    () =>
      watchConnection(config, {
        onChange(data, prev) {
          if (data.status === 'connected' && prev.status !== 'connected') {
            const { address, addresses, chain, chainId, connector } = data
            callbacks.current.onConnect?.({ address, addresses, chain, chainId, connector, isReconnected: prev.status === 'reconnecting' })
          } else if (prev.status === 'connected' && data.status === 'disconnected') {
            callbacks.current.onDisconnect?.()
          }
        },
      }),
    [config],
  )
}

/**
 * Parameters of useAccountEffect (wagmi 2's name).
 * @deprecated use `UseConnectionEffectParameters` instead (wagmi 3's name).
 */
export type UseAccountEffectParameters = UseConnectionEffectParameters

/**
 * wagmi 2's name of useConnectionEffect, kept as wagmi 3 keeps it.
 *
 * @deprecated use `useConnectionEffect` instead (wagmi 3's name).
 */
export function useAccountEffect(parameters: UseAccountEffectParameters = {}): void {
  useConnectionEffect(parameters)
}
