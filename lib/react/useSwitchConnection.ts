import { useMemo } from 'react'
import { switchConnection, type SwitchConnectionErrorType, type SwitchConnectionParameters, type SwitchConnectionReturnType } from '../core/actions/switchConnection'
import type { Connector } from '../core/types'
import { useConfig, type UseConfigParameters } from './context'
import type { MutateOptions, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'
import { useConnections } from './useConnections'

type Data = SwitchConnectionReturnType
type Variables = SwitchConnectionParameters
type Mutate = (variables: Variables, options?: MutateOptions<Data, Variables, SwitchConnectionErrorType>) => void
type MutateAsync = (variables: Variables, options?: MutateOptions<Data, Variables, SwitchConnectionErrorType>) => Promise<Data>

/** Parameters of useSwitchConnection (wagmi's). */
export interface UseSwitchConnectionParameters extends UseConfigParameters {
  /** Callbacks: onMutate, onSuccess, onError, onSettled. */
  mutation?: MutationParameter<Data, Variables, SwitchConnectionErrorType>
}

/** What useSwitchConnection returns (wagmi 3's fields), plus wagmi 2's names. */
export interface UseSwitchConnectionReturnType extends UseMutationReturnType<Data, Variables, SwitchConnectionErrorType> {
  /** @deprecated use `useConnections` instead (wagmi 3): the connectors with a live connection (at most one). */
  connectors: readonly Connector[]
  /** @deprecated use `mutate` instead (wagmi 3). */
  switchAccount: Mutate
  /** @deprecated use `mutateAsync` instead (wagmi 3). */
  switchAccountAsync: MutateAsync
  /** @deprecated use `mutate` instead (wagmi 3). */
  switchConnection: Mutate
  /** @deprecated use `mutateAsync` instead (wagmi 3). */
  switchConnectionAsync: MutateAsync
}

/**
 * Makes another live connection the current one (wagmi 3's useSwitchConnection, wagmi 2's
 * useSwitchAccount). The kit has one active connection at a time: switching to the active
 * connector resolves with its connection and changes nothing; any other connector is a
 * ConnectorNotConnectedError (connect it instead, with useConnect).
 *
 * @example
 * ```tsx
 * import { useConnections, useSwitchConnection } from '@porch/kit/react'
 *
 * function Switch() {
 *   const switchConnection = useSwitchConnection()
 *   const connections = useConnections()
 *   return connections.map((c) => (
 *     <button key={c.connector.id} onClick={() => switchConnection.mutate({ connector: c.connector })}>{c.connector.name}</button>
 *   ))
 * }
 * ```
 */
export function useSwitchConnection(parameters: UseSwitchConnectionParameters = {}): UseSwitchConnectionReturnType {
  const config = useConfig(parameters)
  const connections = useConnections({ config })
  const connectors = useMemo(() => connections.map((c) => c.connector), [connections])
  const mutation = useMutation((variables: Variables) => switchConnection(config, variables), parameters.mutation)
  return {
    ...mutation,
    connectors,
    switchAccount: mutation.mutate,
    switchAccountAsync: mutation.mutateAsync,
    switchConnection: mutation.mutate,
    switchConnectionAsync: mutation.mutateAsync,
  }
}

/** @deprecated use `UseSwitchConnectionParameters` instead (wagmi 3's name). */
export type UseSwitchAccountParameters = UseSwitchConnectionParameters

/** @deprecated use `UseSwitchConnectionReturnType` instead (wagmi 3's name). */
export type UseSwitchAccountReturnType = UseSwitchConnectionReturnType

/**
 * wagmi 2's name of useSwitchConnection, kept as wagmi 3 keeps it.
 *
 * @deprecated use `useSwitchConnection` instead (wagmi 3's name).
 */
export function useSwitchAccount(parameters: UseSwitchAccountParameters = {}): UseSwitchAccountReturnType {
  return useSwitchConnection(parameters)
}
