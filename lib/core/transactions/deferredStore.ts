import { createEmitter } from '../emitter'
import { lazyImport } from '../lazy'
import type { TransactionStoreOptions } from './store'
import type { Transaction, TransactionStore } from './types'

// Reading, checking and saving the stored transactions is an on-demand chunk, fetched as
// soon as the provider makes its store, in parallel with the first paint.
const loadStore = lazyImport(() => import('./store'))

const EMPTY: readonly Transaction[] = Object.freeze([])

/** The store's methods that change something: before its code has loaded they wait. */
type Change = 'addTransaction' | 'addCalls' | 'updateTransaction' | 'clearTransactions' | 'setTransactionStatus' | 'setSafeProgress' | 'waitForPendingTransactions'

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

  /** A change that waits for the store's code, then is applied in order (one small forwarder per method). */
  const later = <K extends Change>(name: K) =>
    ((...args: Parameters<TransactionStore[K]>) => whenLoaded((s) => (s[name] as (...a: Parameters<TransactionStore[K]>) => void)(...args))) as TransactionStore[K]

  return {
    addTransaction: later('addTransaction'),
    addCalls: later('addCalls'),
    // Before the store's code has loaded, an update waits like an add (and is applied after
    // it, in order); its error, if any, is then reported as an unhandled rejection.
    updateTransaction: later('updateTransaction'),
    clearTransactions: later('clearTransactions'),
    setTransactionStatus: later('setTransactionStatus'),
    setSafeProgress: later('setSafeProgress'),
    waitForPendingTransactions: later('waitForPendingTransactions'),
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
