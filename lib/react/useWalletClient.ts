import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { getWalletClient, type GetWalletClientReturnType } from '../core/actions/getWalletClient'
import { useConfig } from './context'
import type { QueryParameter, QueryResultState, UseQueryReturnType } from './query/types'

/** Parameters of useWalletClient. */
export interface UseWalletClientParameters<TSelected = GetWalletClientReturnType> {
  /** The chain it must be for (ConnectorChainMismatchError while the wallet is elsewhere). Default: the wallet's. */
  chainId?: number
  /** enabled, select (refetchInterval is ignored: the client follows the connection). */
  query?: QueryParameter<GetWalletClientReturnType, TSelected>
}

/** What useWalletClient returns. */
export type UseWalletClientReturnType<TSelected = GetWalletClientReturnType> = UseQueryReturnType<TSelected>

/**
 * A viem wallet client for the connected account and chain, made again when they change.
 * While the app's sign-in is not done it is an error (SignInRequiredError), like every write.
 */
export function useWalletClient<TSelected = GetWalletClientReturnType>(parameters: UseWalletClientParameters<TSelected> = {}): UseWalletClientReturnType<TSelected> {
  const config = useConfig()
  const key = useSyncExternalStore(
    config.store.subscribe,
    () => {
      const s = config.getState()
      return `${s.status}|${s.connectorId}|${s.accounts[0]}|${s.chainId}`
    },
    () => 'ssr',
  )
  const enabled = parameters.query?.enabled !== false
  const [state, setState] = useState<{ key: string; data?: GetWalletClientReturnType; error?: Error; fetching: boolean; updatedAt?: number }>({ key: '', fetching: false })
  const [round, setRound] = useState(0)
  const { chainId } = parameters
  useEffect(() => {
    if (!enabled || key === 'ssr') return
    let live = true
    setState((s) => ({ ...s, fetching: true }))
    getWalletClient(config, { chainId }).then(
      (data) => live && setState({ key, data, fetching: false, updatedAt: Date.now() }),
      (error: unknown) => live && setState({ key, error: error instanceof Error ? error : new Error(String(error)), fetching: false }),
    )
    return () => {
      live = false
    }
  }, [config, key, chainId, enabled, round])
  const select = parameters.query?.select
  return useMemo(() => {
    const current = state.key === key ? state : { key, fetching: state.fetching }
    const status = current.error ? 'error' : current.data ? 'success' : 'pending'
    const data = current.data && select ? select(current.data) : (current.data as TSelected | undefined)
    const result: QueryResultState<TSelected> = {
      data,
      error: current.error ?? null,
      status,
      isPending: status === 'pending',
      isSuccess: status === 'success',
      isError: status === 'error',
      isFetching: current.fetching,
      isLoading: status === 'pending' && current.fetching,
      dataUpdatedAt: current.updatedAt ?? 0,
    }
    return {
      ...result,
      refetch: () => {
        setRound((r) => r + 1)
        return Promise.resolve(result)
      },
    }
  }, [state, key, select])
}
