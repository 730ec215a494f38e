import { useMemo, useSyncExternalStore } from 'react'
import { disconnect as disconnectAction } from '../core/actions/disconnect'
import type { Connector } from '../core/types'
import { useConfig, type UseConfigParameters } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

/** What `disconnect` takes: nothing (the kit has one active wallet at a time). */
export type DisconnectVariables = void

/** Parameters of useDisconnect (wagmi's). */
export type UseDisconnectParameters<context = unknown> = Compute<UseConfigParameters & MutationParameter<void, Error, DisconnectVariables, context>>

/** What useDisconnect returns (wagmi's fields): the mutation state, `disconnect`, `disconnectAsync` and the connected `connectors`. */
export type UseDisconnectReturnType<context = unknown> = Compute<
  UseMutationReturnType<void, Error, DisconnectVariables, context> & {
  /** The connectors with a live connection (the active one, or none). */
  connectors: readonly Connector[]
  /** Disconnect the active wallet; never throws. */
  disconnect: Mutate<void, Error, DisconnectVariables, context>
  /** Disconnect the active wallet and wait until it is done (never rejects: the app is disconnected afterwards either way). */
  disconnectAsync: MutateAsync<void, Error, DisconnectVariables, context>
  }
>

/** Disconnects the active wallet. */
export function useDisconnect<context = unknown>(parameters: UseDisconnectParameters<context> = {}): UseDisconnectReturnType<context> {
  const config = useConfig(parameters)
  const activeId = (state: ReturnType<typeof config.getState>) => (state.status === 'disconnected' ? undefined : state.connectorId)
  const connectorId = useSyncExternalStore(
    config.store.subscribe,
    () => activeId(config.getState()),
    () => activeId(config.getServerState()),
  )
  const mutation = useMutation(() => disconnectAction(config), parameters.mutation, 'disconnect')
  const connectors = useMemo(() => {
    const connector = connectorId ? config.getConnector(connectorId) : undefined
    return connector ? [connector] : []
  }, [config, connectorId])
  return { ...mutation, connectors, disconnect: mutation.mutate, disconnectAsync: mutation.mutateAsync }
}
