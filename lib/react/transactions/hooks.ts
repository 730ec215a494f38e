import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react'
import { TransactionAccountContext, TransactionStoreContext } from './context'
import { ConnectorNotConnectedError } from '../../core/errors'
import type { NewTransaction, RecentTransactionUpdate, Transaction, TransactionStore } from '../../core/transactions/types'

export { TransactionAccountContext, TransactionStoreContext } from './context'

const EMPTY: readonly Transaction[] = Object.freeze([])
const noopSubscribe = (): (() => void) => () => undefined

function useTransactionStore(): TransactionStore {
  const store = useContext(TransactionStoreContext)
  // RainbowKit's message names RainbowKitProvider; ours names PorchProvider.
  if (!store) throw new Error('Transaction hooks must be used within PorchProvider')
  return store
}

/**
 * Recent transactions of the connected account on the current chain, newest first
 * (empty when disconnected). Also (re)starts watching their pending receipts, which is
 * how transactions left pending by a reload get resolved.
 */
export function useRecentTransactions(): readonly Transaction[] {
  const store = useTransactionStore()
  const { address, chainId } = useContext(TransactionAccountContext)
  const connected = address !== undefined && chainId !== undefined
  const subscribe = connected ? store.subscribe : noopSubscribe
  const getSnapshot = (): readonly Transaction[] => (connected ? store.getTransactions(address, chainId) : EMPTY)
  const transactions = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  useEffect(() => {
    if (address !== undefined && chainId !== undefined) store.waitForPendingTransactions(address, chainId)
  }, [store, address, chainId])
  return transactions
}

/** Adds a transaction for the connected account and chain; throws the validation error, or when disconnected. */
export function useAddRecentTransaction(): (tx: NewTransaction) => void {
  const store = useTransactionStore()
  const { address, chainId } = useContext(TransactionAccountContext)
  return useCallback(
    (tx: NewTransaction) => {
      if (address === undefined || chainId === undefined) throw new Error('No address or chain ID found')
      store.addTransaction(address, chainId, tx)
    },
    [store, address, chainId],
  )
}

/**
 * Rewrites the description of a transaction (by `hash`) or call bundle (by `id`) the
 * connected account has on the current chain, e.g. with the amount its receipt says was
 * paid (see updateRecentTransaction). Throws InvalidRecentTransactionError,
 * RecentTransactionNotFoundError, or ConnectorNotConnectedError when disconnected.
 */
export function useUpdateRecentTransaction(): (update: RecentTransactionUpdate) => void {
  const store = useTransactionStore()
  const { address, chainId } = useContext(TransactionAccountContext)
  return useCallback(
    (update: RecentTransactionUpdate) => {
      if (address === undefined || chainId === undefined) throw new ConnectorNotConnectedError()
      store.updateTransaction(address, chainId, update)
    },
    [store, address, chainId],
  )
}

/** Clears the connected account's transactions on the current chain. */
export function useClearRecentTransactions(): () => void {
  const store = useTransactionStore()
  const { address, chainId } = useContext(TransactionAccountContext)
  return useCallback(() => store.clearTransactions(address, chainId), [store, address, chainId])
}

/** True while any transaction of the connected account on the current chain is pending (the avatar spinner). */
export function useHasPendingTransactions(): boolean {
  return useRecentTransactions().some((tx) => tx.status === 'pending')
}
