import { createEmitter } from '../emitter'
import { lazyImport } from '../lazy'
import type { TransactionStoreOptions } from './store'
import type { Transaction, TransactionStore } from './types'

// Reading, checking and saving the stored transactions is an on-demand chunk, fetched as
// soon as the provider makes its store, in parallel with the first paint.
const loadStore = lazyImport(() => import('./store'))

const EMPTY: readonly Transaction[] = Object.freeze([])

/**
 * The provider's transaction store: a createTransactionStore whose code loads on demand.
 * Until it has loaded, no account has transactions and changes wait (then are applied in
 * order); once loaded, subscribers hear a change, so a stored pending transaction shows.
 * A failed load is tried again on the next call.
 */
export function createDeferredTransactionStore(options: TransactionStoreOptions): TransactionStore {
  const emitter = createEmitter<{ change: undefined }>()
  let real: TransactionStore | undefined
  let running = true
  const waiting: Array<(store: TransactionStore) => void> = []

  const ensure = (): void => {
    void loadStore().then(
      ({ createTransactionStore }) => {
        if (real) return
        const store = createTransactionStore(options)
        if (!running) store.destroy()
        store.subscribe(() => emitter.emit('change', undefined))
        real = store
        let failure: { error: unknown } | undefined
        for (const call of waiting.splice(0)) {
          try {
            call(store)
          } catch (error) {
            failure ??= { error }
          }
        }
        emitter.emit('change', undefined)
        // A waiting call's error (e.g. invalid input) is reported as an unhandled rejection.
        if (failure) throw failure.error
      },
      () => undefined,
    )
  }
  const whenLoaded = (call: (store: TransactionStore) => void): void => {
    if (real) return call(real)
    waiting.push(call)
    ensure()
  }
  const destroy = (): void => {
    running = false
    real?.destroy()
  }
  ensure()

  return {
    addTransaction: (account, chainId, tx) => whenLoaded((s) => s.addTransaction(account, chainId, tx)),
    addCalls: (account, chainId, bundle) => whenLoaded((s) => s.addCalls(account, chainId, bundle)),
    // Before the store's code has loaded, the update waits like an add (and is applied after
    // it, in order); its error, if any, is then reported as an unhandled rejection.
    updateTransaction: (account, chainId, change) => whenLoaded((s) => s.updateTransaction(account, chainId, change)),
    clearTransactions: (account, chainId) => whenLoaded((s) => s.clearTransactions(account, chainId)),
    setTransactionStatus: (account, chainId, hash, status) => whenLoaded((s) => s.setTransactionStatus(account, chainId, hash, status)),
    setSafeProgress: (account, chainId, safeTxHash, progress) => whenLoaded((s) => s.setSafeProgress(account, chainId, safeTxHash, progress)),
    waitForPendingTransactions: (account, chainId) => whenLoaded((s) => s.waitForPendingTransactions(account, chainId)),
    getTransactions: (account, chainId) => real?.getTransactions(account, chainId) ?? EMPTY,
    subscribe: (listener) => emitter.on('change', listener),
    start() {
      running = true
      if (real) real.start()
      else ensure()
      return destroy
    },
    destroy,
  }
}
