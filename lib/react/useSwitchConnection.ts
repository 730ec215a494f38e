import { useMemo } from 'react'
import type { Config } from '../core/config'
import type { ResolvedRegister } from '../core/register'
import { switchConnection, type SwitchConnectionErrorType, type SwitchConnectionParameters, type SwitchConnectionReturnType } from '../core/actions/switchConnection'
import type { Connector } from '../core/types'
import { useConfig, type ConfigParameter } from './context'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'
import { useConnections } from './useConnections'

/** What a switch resolves with (wagmi's `SwitchConnectionData`): the connection's accounts and its chain, one of the config's. */
export type SwitchConnectionData<config extends Config = Config> = Compute<Omit<SwitchConnectionReturnType, 'chainId'> & { chainId: config['chains'][number]['id'] }>

/** Parameters of useSwitchConnection (wagmi's). */
export type UseSwitchConnectionParameters<config extends Config = Config, context = unknown> = Compute<ConfigParameter<config> & MutationParameter<SwitchConnectionData<config>, SwitchConnectionErrorType, SwitchConnectionParameters, context>>

/** What useSwitchConnection returns (wagmi 3's fields), plus wagmi 2's names. */
export type UseSwitchConnectionReturnType<config extends Config = Config, context = unknown> = Compute<
  UseMutationReturnType<SwitchConnectionData<config>, SwitchConnectionErrorType, SwitchConnectionParameters, context> & {
  /**
   * The connectors with a live connection (at most one).
   * @deprecated use `useConnections` instead (wagmi 3).
   */
  connectors: readonly Connector[]
  /**
   * Switch; the outcome lands in the state (wagmi 2's name of `mutate`).
   * @deprecated use `mutate` instead (wagmi 3).
   */
  switchAccount: Mutate<SwitchConnectionData<config>, SwitchConnectionErrorType, SwitchConnectionParameters, context>
  /**
   * Switch and get the connection (wagmi 2's name of `mutateAsync`).
   * @deprecated use `mutateAsync` instead (wagmi 3).
   */
  switchAccountAsync: MutateAsync<SwitchConnectionData<config>, SwitchConnectionErrorType, SwitchConnectionParameters, context>
  /**
   * Switch; the outcome lands in the state (the named `mutate`).
   * @deprecated use `mutate` instead (wagmi 3).
   */
  switchConnection: Mutate<SwitchConnectionData<config>, SwitchConnectionErrorType, SwitchConnectionParameters, context>
  /**
   * Switch and get the connection (the named `mutateAsync`).
   * @deprecated use `mutateAsync` instead (wagmi 3).
   */
  switchConnectionAsync: MutateAsync<SwitchConnectionData<config>, SwitchConnectionErrorType, SwitchConnectionParameters, context>
  }
>

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
export function useSwitchConnection<config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters: UseSwitchConnectionParameters<config, context> = {},
): UseSwitchConnectionReturnType<config, context> {
  const config = useConfig(parameters)
  const connections = useConnections({ config })
  const connectors = useMemo(() => connections.map((c) => c.connector), [connections])
  const mutation = useMutation((variables: SwitchConnectionParameters) => switchConnection(config, variables), parameters.mutation, 'switchConnection')
  return {
    ...mutation,
    connectors,
    switchAccount: mutation.mutate,
    switchAccountAsync: mutation.mutateAsync,
    switchConnection: mutation.mutate,
    switchConnectionAsync: mutation.mutateAsync,
  }
}

/**
 * Parameters of useSwitchAccount (wagmi 2's name).
 * @deprecated use `UseSwitchConnectionParameters` instead (wagmi 3's name).
 */
export type UseSwitchAccountParameters<config extends Config = Config, context = unknown> = UseSwitchConnectionParameters<config, context>

/**
 * What useSwitchAccount returns (wagmi 2's name).
 * @deprecated use `UseSwitchConnectionReturnType` instead (wagmi 3's name).
 */
export type UseSwitchAccountReturnType<config extends Config = Config, context = unknown> = UseSwitchConnectionReturnType<config, context>

/**
 * wagmi 2's name of useSwitchConnection, kept as wagmi 3 keeps it.
 *
 * @deprecated use `useSwitchConnection` instead (wagmi 3's name).
 */
export function useSwitchAccount<config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters: UseSwitchAccountParameters<config, context> = {},
): UseSwitchAccountReturnType<config, context> {
  return useSwitchConnection(parameters)
}
