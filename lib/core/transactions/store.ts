import type { Address, Client, Hash } from 'viem'
import { createEmitter, type Emitter } from '../emitter'
import { lazyImport } from '../lazy'
import type { ConfigEvents, SafeTxProgress } from '../types'
import type { KitStorage } from '../storage'
import { parseTransactionTable, serializeTransactionTable } from './serialize'
import { capTransactions, reconcile, tableKey, type TransactionTable } from './table'
import { isSafeFinal, sameSafeProgress } from '../safe/progress'
import type { BundleState } from '../calls/status'
import { entryKey, type CallBundle, type NewTransaction, type SafeTransaction, type Transaction, type TransactionStatus, type TransactionStore } from './types'
import { isAddressLike } from '../address'
import { assertValidBundle, assertValidTransaction, assertValidUpdate, isChainId, MAX_DESCRIPTION } from './validate'
import { RecentTransactionNotFoundError } from './errors'
import { refreshOnce } from './refreshOnce'

// The transaction follower (receipts, nonce, replacements) loads only once there is a
// transaction to watch, keeping it out of the first page load.
const loadWatch = lazyImport(() => import('./watch'))
const loadWatchCalls = lazyImport(() => import('./watchCalls'))
const loadFollowSafe = lazyImport(() => import('./followSafe'))

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
  /** Between two bundle status requests (default 4000 ms). Transactions poll at their client's interval. */
  pollingInterval?: number
  /**
   * Where a Safe transaction stands, from the connected Safe; undefined when no Safe can be
   * asked now (the entry then waits for the next waitForPendingTransactions).
   */
  getSafeTransaction?: (chainId: number, safeTxHash: Hash) => Promise<SafeTxProgress> | undefined
  /** ms between two questions to the Safe (default 15 s). */
  safePollInterval?: number
  /**
   * The config's events: when an entry of a chain stops being pending (confirmed, failed,
   * cancelled, dropped) the store emits `refresh` for that chain, once per transaction
   * (refreshOnce.ts; here, in the store's on-demand chunk, not in the config's first load).
   */
  refreshEvents?: Emitter<ConfigEvents>
}

export const DEFAULT_SAFE_POLL_INTERVAL = 15_000

const EMPTY: readonly Transaction[] = Object.freeze([])

/** The keys of the entries pending in `before` that are there and no longer pending in `after`. */
function endedIn(before: readonly Transaction[], after: readonly Transaction[]): string[] {
  const pending = new Set(before.filter((t) => t.status === 'pending').map(entryKey))
  return after.filter((t) => t.status !== 'pending' && pending.has(entryKey(t))).map(entryKey)
}

/**
 * Recent transactions per account and chain, persisted in KitStorage and shared across
 * tabs. Framework-free: React binds to it through hooks.ts.
 */
export function createTransactionStore({
  storage,
  getClient,
  getCallsStatus,
  pollingInterval = 4000,
  getSafeTransaction,
  safePollInterval = DEFAULT_SAFE_POLL_INTERVAL,
  refreshEvents,
}: TransactionStoreOptions): TransactionStore {
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
    if (refreshEvents) for (const ended of endedIn(before, after)) refreshOnce(refreshEvents, Number(key.slice(key.lastIndexOf(':') + 1)), ended)
  }

  const entryOf = (account: Address, chainId: number, hash: Hash): Transaction | undefined =>
    (table.get(tableKey(account, chainId)) ?? EMPTY).find((t) => t.kind !== 'calls' && t.hash === hash)

  /**
   * Follows a chain hash to its end (watch.ts): for a transaction this account sent, also its
   * nonce, so a speed-up, cancellation or drop in the wallet is told as such; for a Safe's
   * execution (`entryHash` is the safeTxHash), only the receipt.
   */
  const watchReceipt = (account: Address, chainId: number, entryHash: Hash, chainHash: Hash, confirmations: number): void => {
    const id = `${tableKey(account, chainId)}:${entryHash}`
    if (destroyed || watching.has(id)) return
    const client = getClient(chainId)
    if (!client) return
    watching.add(id)
    loadWatch()
      .then(({ followEntry }) =>
        followEntry({
          client,
          entry: entryOf(account, chainId, entryHash),
          hash: chainHash,
          confirmations,
          stopped: () => destroyed || entryOf(account, chainId, entryHash)?.status !== 'pending',
          apply: (change) => update(tableKey(account, chainId), change),
        }),
      )
      // Too many failed polls or no chunk: it stays pending and is watched again on the next
      // waitForPendingTransactions (the hooks call it on mount) or after a reload.
      .catch(() => undefined)
      .finally(() => watching.delete(id))
  }

  /**
   * Follows a Safe transaction: asks the Safe now and every `safePollInterval` while owners
   * sign, without giving up (that can take days); once executed, the chain hash has a
   * receipt to wait for. A safeTxHash itself never gets one.
   */
  const followSafe = (account: Address, chainId: number, tx: SafeTransaction): void => {
    if (tx.safe?.state === 'executed') return watchReceipt(account, chainId, tx.hash, tx.safe.txHash, 1)
    const id = `${tableKey(account, chainId)}:${tx.hash}`
    if (destroyed || watching.has(id) || !getSafeTransaction) return
    watching.add(id)
    const current = () => entryOf(account, chainId, tx.hash)
    const ask = getSafeTransaction
    // Loaded only once there is a Safe transaction to follow, like the receipt watcher.
    loadFollowSafe()
      .then(({ followSafe: follow }) =>
        follow({
          ask: () => ask(chainId, tx.hash),
          interval: safePollInterval,
          stopped: () => destroyed,
          apply: (progress) => {
            setSafeProgress(account, chainId, tx.hash, progress)
            const entry = current()
            return entry?.status === 'pending' && !isSafeFinal(progress) && progress.state !== 'executed'
          },
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        watching.delete(id)
        const entry = current()
        if (!destroyed && entry?.kind === 'safe' && entry.status === 'pending' && entry.safe?.state === 'executed') {
          watchReceipt(account, chainId, entry.hash, entry.safe.txHash, 1)
        }
      })
  }

  const watch = (account: Address, chainId: number, tx: Transaction): void => {
    if (tx.kind === 'calls') followBundle(account, chainId, tx)
    else if (tx.kind === 'safe') followSafe(account, chainId, tx)
    else watchReceipt(account, chainId, tx.hash, tx.hash, tx.confirmations ?? 1)
  }

  const setSafeProgress = (account: Address, chainId: number, safeTxHash: string, progress: SafeTxProgress): void => {
    const lower = safeTxHash.toLowerCase()
    const key = tableKey(account, chainId)
    const entry = (table.get(key) ?? EMPTY).find((tx) => tx.hash === lower)
    if (entry?.kind !== 'safe') return
    const status: TransactionStatus = isSafeFinal(progress) ? 'failed' : entry.status
    if (sameSafeProgress(entry.safe, progress) && status === entry.status) return
    update(key, (list) => list.map((tx) => (tx.hash === lower && tx.kind === 'safe' ? { ...tx, status, safe: progress } : tx)))
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

  const onStorage = (key: string): void => {
    if (key !== TRANSACTIONS_KEY || destroyed) return
    table = reconcile(table, load())
    emitter.emit('change', undefined)
  }
  let unsubscribeStorage = storage.subscribe(onStorage)
  const destroy = (): void => {
    if (destroyed) return
    destroyed = true
    unsubscribeStorage()
  }

  return {
    addTransaction(account, chainId, input: NewTransaction) {
      assertValidTransaction(input, account, chainId)
      const base = {
        hash: input.hash.toLowerCase() as Hash,
        status: 'pending' as const,
        description: Array.from(input.description).slice(0, MAX_DESCRIPTION).join(''),
      }
      let tx: Transaction
      if (input.kind === 'safe') tx = { kind: 'safe', ...base }
      else {
        tx = base
        if (input.confirmations !== undefined) tx.confirmations = input.confirmations
      }
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

    updateTransaction(account, chainId, change) {
      assertValidUpdate(change, account, chainId)
      const key = tableKey(account, chainId)
      const target = change.id !== undefined ? `calls:${change.id}` : change.hash.toLowerCase()
      // Checked against the freshest stored copy: another tab may have added or dropped it.
      const entry = (reconcile(table, load()).get(key) ?? EMPTY).find((t) => entryKey(t) === target)
      if (!entry) throw new RecentTransactionNotFoundError(change.id ?? change.hash, chainId)
      if (entry.description === change.description) return
      update(key, (list) => list.map((t) => (entryKey(t) === target ? { ...t, description: change.description } : t)))
    },

    getTransactions(account, chainId) {
      if (!isAddressLike(account) || !isChainId(chainId)) return EMPTY
      return table.get(tableKey(account, chainId)) ?? EMPTY
    },

    clearTransactions(account, chainId) {
      if (!account || chainId === undefined || !isChainId(chainId)) throw new Error('No address or chain ID found')
      update(tableKey(account, chainId), () => EMPTY)
    },

    setTransactionStatus,
    setSafeProgress,

    subscribe(listener) {
      return emitter.on('change', listener)
    },

    waitForPendingTransactions(account, chainId) {
      if (!isAddressLike(account) || !isChainId(chainId)) return
      for (const tx of table.get(tableKey(account, chainId)) ?? EMPTY) {
        if (tx.status === 'pending') watch(account, chainId, tx)
      }
    },

    start() {
      // React StrictMode (dev) unmounts and remounts the provider with the same store:
      // a stopped store must come back to life, with the newest stored table.
      if (destroyed) {
        destroyed = false
        table = reconcile(table, load())
        unsubscribeStorage = storage.subscribe(onStorage)
        emitter.emit('change', undefined)
      }
      return destroy
    },

    destroy,
  }
}
