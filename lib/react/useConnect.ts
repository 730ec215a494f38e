import { useContext, useEffect } from 'react'
import type { ConnectErrorType, ConnectParameters } from '../core/actions/connect'
import type { Config } from '../core/config'
import type { ResolvedRegister } from '../core/register'
import { lazyImport } from '../core/lazy'
import type { Connector, ConnectResult } from '../core/types'
import { KitContext, useConfig, type ConfigParameter } from './context'
import { ModalContext } from './modalContext'
import type { Compute, Mutate, MutateAsync, MutationParameter, UseMutationReturnType } from './mutation/types'
import { useMutation } from './mutation/useMutation'
import { signInOnce, useAuthStore } from './useAuth'
import { useConnectors } from './useConnectors'

// The connect action and the wallet list it records recent wallets against load with the first connect.
const loadConnect = lazyImport(() => import('../core/wallets/connectRecorded'))

/** What `connect` / `mutate` take (wagmi's): the connector (or its id) and, optionally, the chain to start on. */
export type ConnectVariables = ConnectParameters

/** What a connect resolves with (wagmi's): the accounts the wallet shares and its chain. */
export type ConnectData = ConnectResult

/** Parameters of useConnect (wagmi's). */
export type UseConnectParameters<config extends Config = Config, context = unknown> = Compute<
  ConfigParameter<config> & MutationParameter<ConnectData, ConnectErrorType, ConnectVariables, context>
>

/**
 * What useConnect returns (wagmi 3's fields): the mutation state and `mutate` /
 * `mutateAsync`, plus wagmi 2's names. `error` is a ConnectErrorType (`@porch/kit`).
 */
export type UseConnectReturnType<config extends Config = Config, context = unknown> = Compute<
  UseMutationReturnType<ConnectData, ConnectErrorType, ConnectVariables, context> & {
  /**
   * Connect; the outcome lands in the state (wagmi 2's name of `mutate`).
   * @deprecated use `mutate` instead (wagmi 3).
   */
  connect: Mutate<ConnectData, ConnectErrorType, ConnectVariables, context>
  /**
   * Connect and get the connection (wagmi 2's name of `mutateAsync`).
   * @deprecated use `mutateAsync` instead (wagmi 3).
   */
  connectAsync: MutateAsync<ConnectData, ConnectErrorType, ConnectVariables, context>
  /**
   * All connectors (useConnectors' list).
   * @deprecated use `useConnectors` instead (wagmi 3).
   */
  connectors: readonly Connector[] | (config extends { connectors: infer list } ? list : never)
  }
>

const live = (status: string) => status === 'connected' || status === 'unauthenticated'

/**
 * Connects a wallet (wagmi 3's useConnect), exactly as the Connect modal does: the same
 * `connect` action and typed errors (a "no" in the wallet is a UserRejectedRequestError),
 * and the wallet is recorded as recent, so the modal lists it first. With an
 * authentication adapter the sign-in step follows, as after WalletButton: 'Verify your
 * account' opens when a ModalProvider is mounted, otherwise one sign-in attempt
 * (useAuth's `signIn()`) asks the wallet to sign; the account is `connected` meanwhile
 * and writes refuse with SignInRequiredError until it has signed in. The mutation goes
 * back to `idle` when the wallet disconnects, as wagmi's. Differs from wagmi: a connector
 * is one of the config's (or its id), not a connector factory, and `withCapabilities` is
 * not taken.
 *
 * @example
 * ```tsx
 * import { useConnect, useConnectors } from '@porch/kit/react'
 *
 * function Connect() {
 *   const connect = useConnect()
 *   const connectors = useConnectors()
 *   return connectors.map((connector) => (
 *     <button key={connector.id} onClick={() => connect.mutate({ connector })}>{connector.name}</button>
 *   ))
 * }
 * ```
 */
export function useConnect<config extends Config = ResolvedRegister['config'], context = unknown>(
  parameters: UseConnectParameters<config, context> = {},
): UseConnectReturnType<config, context> {
  const config = useConfig(parameters)
  const groups = useContext(KitContext)?.wallets
  const machine = useContext(ModalContext)
  const auth = useAuthStore()
  const connectors = useConnectors({ config })
  const mutation = useMutation(async (variables: ConnectVariables) => {
    const { connectAndRecord } = await loadConnect()
    const result = await connectAndRecord(config, variables, groups)
    // The app requires sign-in: go on to it, as WalletButton does (not awaited: the
    // connection is made; sign-in is the next question, answered by useAuth).
    if (config.getState().status === 'unauthenticated') {
      if (machine?.canOpen('connect')) machine.open('connect')
      else if (auth) void signInOnce(config, auth).catch(() => false)
    }
    return result
  }, parameters.mutation, 'connect')
  const { reset } = mutation
  useEffect(() => config.store.subscribe((next, prev) => void (live(prev.status) && next.status === 'disconnected' && reset())), [config, reset])
  return { ...mutation, connect: mutation.mutate, connectAsync: mutation.mutateAsync, connectors }
}
