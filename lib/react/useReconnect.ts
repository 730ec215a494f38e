import type { Connector } from '../core/types'
import { connectionsOf, type Connection } from '../core/actions/getConnections'
import type { ReconnectErrorType } from '../core/actions/reconnect'
import { lazyImport } from '../core/lazy'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'
import { useConnectors } from './useConnectors'

// The same chunk the provider's auto-connect loads.
const loadReconnect = lazyImport(() => import('../core/actions/reconnect'))

/** What `reconnect` / `mutate` take (wagmi's): optionally, the connectors the last wallet must be among (`mutate()` takes nothing). */
export type ReconnectVariables = { connectors?: readonly (Connector | string)[] | undefined } | undefined | void

/** What a reconnect resolves with (wagmi's): the restored connections (at most one; empty when none was restored). */
export type ReconnectData = Connection[]

/** Parameters of useReconnect (wagmi's). */
export type UseReconnectParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<ReconnectData, ReconnectErrorType | Error, ReconnectVariables, context>>

/** What useReconnect returns (wagmi 3's fields), plus wagmi 2's names. */
export type UseReconnectReturnType<context = unknown> = Compute<
  UseMutationReturnType<ReconnectData, ReconnectErrorType | Error, ReconnectVariables, context> & {
  /**
   * All connectors (useConnectors' list).
   * @deprecated use `useConnectors` instead (wagmi 3).
   */
  connectors: readonly Connector[]
  /**
   * Reconnect; the outcome lands in the state (wagmi 2's name of `mutate`).
   * @deprecated use `mutate` instead (wagmi 3).
   */
  reconnect: Mutate<ReconnectData, ReconnectErrorType | Error, ReconnectVariables, context>
  /**
   * Reconnect and get the restored connections (wagmi 2's name of `mutateAsync`).
   * @deprecated use `mutateAsync` instead (wagmi 3).
   */
  reconnectAsync: MutateAsync<ReconnectData, ReconnectErrorType | Error, ReconnectVariables, context>
  }
>

/**
 * Silently restores the last wallet (wagmi 3's useReconnect), as PorchProvider's
 * `autoConnect` does on load: never a prompt; resolves with the restored connection, or an
 * empty list when there was none to restore (it never rejects). The kit restores one wallet,
 * the last one connected; `connectors` only limits which it may be (wagmi tries each).
 *
 * @example
 * ```tsx
 * import { useReconnect } from '@porch/kit/react'
 * import { useEffect } from 'react'
 *
 * function App() {
 *   const { mutate } = useReconnect()
 *   useEffect(() => mutate(), [mutate])
 *   return null
 * }
 * ```
 */
export function useReconnect<context = unknown>(parameters: UseReconnectParameters<context> = {}): UseReconnectReturnType<context> {
  const config = useConfig(parameters)
  const connectors = useConnectors({ config })
  const mutation = useMutation(async (variables: ReconnectVariables) => {
    const { reconnect } = await loadReconnect()
    const restored = await reconnect(config, { connectors: variables ? variables.connectors : undefined })
    return restored ? connectionsOf(config) : []
  }, parameters.mutation, 'reconnect')
  return { ...mutation, connectors, reconnect: mutation.mutate, reconnectAsync: mutation.mutateAsync }
}
