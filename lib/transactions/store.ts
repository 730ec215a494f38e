import type { Address, Client, Hash } from 'viem'
import { createEmitter } from '../core/emitter'
import { lazyImport } from '../core/lazy'
import type { KitStorage } from '../core/storage'
import { parseTransactionTable, serializeTransactionTable } from './serialize'
import { capTransactions, reconcile, tableKey, type TransactionTable } from './table'
import type { BundleState } from '../core/calls/status'
import { entryKey, type CallBundle, type NewTransaction, type Transaction, type TransactionStatus, type TransactionStore } from './types'
import { ADDRESS, assertValidBundle, assertValidTransaction, isChainId, MAX_DESCRIPTION } from './validate'

// The receipt watcher (viem's waitForTransactionReceipt) loads only once there is a
// transaction to watch, keeping it out of the first page load.
const loadWatch = lazyImport(() => import('./watch'))
const loadWatchCalls = lazyImport(() => import('./watchCalls'))

/** KitStorage key of the recent transactions. */
export const TRANSACTIONS_KEY = 'transactions'

export interface TransactionStoreOptions {
  storage: KitStorage
  /** Client for receipts on a chain; undefined leaves that chain's transactions pending. */
  getClient: (chainId: number) => Client | undefined
  /**
   * wallet_getCallsStatus of a call bundle through the connected wallet (EIP-5792); without
   * it, or while it throws (no wallet connected), bundles stay pending.
   */
  getCallsStatus?: (chainId: number, id: string) => Promise<BundleState>
  /** Between two bundle status requests (default 4000 ms). */
  pollingInterval?: number
}

const EMPTY: readonly Transaction[] = Object.freeze([])

/**
 * Recent transactions per account and chain, persisted in KitStorage and shared across
 * tabs. Framework-free: React binds to it through hooks.ts.
 */
export function createTransactionStore({ storage, getClient, getCallsStatus, pollingInterval = 4000 }: TransactionStoreOptions): TransactionStore {
  const emitter = createEmitter<{ change: undefined }>()
  const load = (): TransactionTable => storage.get(TRANSACTIONS_KEY, parseTransactionTable) ?? new Map()
  let table = load()
  let destroyed = false
  /** `${tableKey}:${hash}` of receipts being awaited, so one transaction is never watched twice. */
  const watching = new Set<string>()

  /** Applies `change` to the freshest stored copy (another tab may have written since), then saves. */
  const update = (key: string, change: (list: readonly Transaction[]) => readonly Transaction[]): void => {
    const fresh = new Map(reconcile(table, load()))
    const before = fresh.get(key) ?? EMPTY
    const after = capTransactions(change(before))
    if (after.length === 0) fresh.delete(key)
    else fresh.set(key, after)
    table = fresh
    storage.set(TRANSACTIONS_KEY, serializeTransactionTable(table))
    emitter.emit('change', undefined)
  }

  const watch = (account: Address, chainId: number, tx: Transaction): void => {
    if (tx.kind === 'calls') return followBundle(account, chainId, tx)
    const id = `${tableKey(account, chainId)}:${tx.hash}`
    if (destroyed || watching.has(id)) return
    const client = getClient(chainId)
    if (!client) return
    watching.add(id)
    loadWatch()
      .then(({ waitForTransactionStatus }) => waitForTransactionStatus(client, tx.hash, tx.confirmations ?? 1))
      .then(
        (status) => {
          if (!destroyed) setTransactionStatus(account, chainId, tx.hash, status)
        },
        // Timeout or RPC failure: it stays pending and is watched again on the next
        // waitForPendingTransactions (the hooks call it on mount) or after a reload.
        () => undefined,
      )
      .finally(() => watching.delete(id))
  }

  const followBundle = (account: Address, chainId: number, bundle: CallBundle): void => {
    const key = tableKey(account, chainId)
    const id = `${key}:calls:${bundle.id}`
    if (destroyed || watching.has(id) || !getCallsStatus) return
    watching.add(id)
    const pending = () => (table.get(key) ?? EMPTY).some((t) => t.kind === 'calls' && t.id === bundle.id && t.status === 'pending')
    // Loaded only once there is a bundle to follow, like the receipt watcher. On failure it
    // stays pending and is followed again on the next waitForPendingTransactions.
    loadWatchCalls()
      .then(({ followBundle: follow }) =>
        follow(bundle.id, {
          getStatus: () => getCallsStatus(chainId, bundle.id),
          pollingInterval,
          stopped: () => destroyed || !pending(),
          apply: (change) => update(key, change),
        }),
      )
      .catch(() => undefined)
      .finally(() => watching.delete(id))
  }

  const setTransactionStatus = (account: Address, chainId: number, hash: string, status: TransactionStatus): void => {
    const lower = hash.toLowerCase()
    const key = tableKey(account, chainId)
    const current = (table.get(key) ?? EMPTY).find((tx) => tx.hash === lower)
    if (current?.status === status) return
    update(key, (list) => list.map((tx) => (tx.kind !== 'calls' && tx.hash === lower ? { ...tx, status } : tx)))
  }

  const unsubscribeStorage = storage.subscribe((key) => {
    if (key !== TRANSACTIONS_KEY || destroyed) return
    const next = reconcile(table, load())
    table = next
    emitter.emit('change', undefined)
  })

  return {
    addTransaction(account, chainId, input: NewTransaction) {
      assertValidTransaction(input, account, chainId)
      const tx: Transaction = {
        hash: input.hash.toLowerCase() as Hash,
        status: 'pending',
        description: Array.from(input.description).slice(0, MAX_DESCRIPTION).join(''),
      }
      if (input.confirmations !== undefined) tx.confirmations = input.confirmations
      // Dedupe by hash: a re-added transaction moves to the top as pending.
      update(tableKey(account, chainId), (list) => [tx, ...list.filter((t) => entryKey(t) !== entryKey(tx))])
      watch(account, chainId, tx)
    },

    addCalls(account, chainId, input) {
      assertValidBundle(input, account, chainId)
      const bundle: CallBundle = {
        kind: 'calls',
        id: input.id,
        status: 'pending',
        description: Array.from(input.description).slice(0, MAX_DESCRIPTION).join(''),
      }
      update(tableKey(account, chainId), (list) => [bundle, ...list.filter((t) => entryKey(t) !== entryKey(bundle))])
      watch(account, chainId, bundle)
    },

    getTransactions(account, chainId) {
      if (typeof account !== 'string' || !ADDRESS.test(account) || !isChainId(chainId)) return EMPTY
      return table.get(tableKey(account, chainId)) ?? EMPTY
    },

    clearTransactions(account, chainId) {
      if (!account || chainId === undefined || !isChainId(chainId)) throw new Error('No address or chain ID found')
      update(tableKey(account, chainId), () => EMPTY)
    },

    setTransactionStatus,

    subscribe(listener) {
      return emitter.on('change', listener)
    },

    waitForPendingTransactions(account, chainId) {
      if (!ADDRESS.test(account) || !isChainId(chainId)) return
      for (const tx of table.get(tableKey(account, chainId)) ?? EMPTY) {
        if (tx.status === 'pending') watch(account, chainId, tx)
      }
    },

    destroy() {
      destroyed = true
      unsubscribeStorage()
    },
  }
}
