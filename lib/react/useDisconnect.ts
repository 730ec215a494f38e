import { useMemo, useSyncExternalStore } from 'react'
import { disconnect as disconnectAction } from '../core/actions/disconnect'
import type { Connector } from '../core/types'
import { useConfig } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'

/** What `disconnect` takes: nothing (the kit has one active wallet at a time). */
export type DisconnectVariables = void

/** Parameters of useDisconnect (wagmi's). */
export interface UseDisconnectParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<void, DisconnectVariables>
}

/** What useDisconnect returns (wagmi's fields): the mutation state, `disconnect`, `disconnectAsync` and the connected `connectors`. */
export interface UseDisconnectReturnType extends UseMutationReturnType<void, DisconnectVariables> {
  /** The connectors with a live connection (the active one, or none). */
  connectors: readonly Connector[]
  /** Disconnect the active wallet; never throws. */
  disconnect: (variables?: DisconnectVariables, options?: MutateOptions<void, DisconnectVariables>) => void
  /** Disconnect the active wallet and wait until it is done (never rejects: the app is disconnected afterwards either way). */
  disconnectAsync: (variables?: DisconnectVariables, options?: MutateOptions<void, DisconnectVariables>) => Promise<void>
}

/** Disconnects the active wallet. */
export function useDisconnect(parameters: UseDisconnectParameters = {}): UseDisconnectReturnType {
  const config = useConfig()
  const activeId = (state: ReturnType<typeof config.getState>) => (state.status === 'disconnected' ? undefined : state.connectorId)
  const connectorId = useSyncExternalStore(
    config.store.subscribe,
    () => activeId(config.getState()),
    () => activeId(config.getServerState()),
  )
  const mutation = useMutation(() => disconnectAction(config), parameters.mutation)
  const connectors = useMemo(() => {
    const connector = connectorId ? config.getConnector(connectorId) : undefined
    return connector ? [connector] : []
  }, [config, connectorId])
  return { ...mutation, connectors, disconnect: mutation.mutate, disconnectAsync: mutation.mutateAsync }
}
