import { nextTask } from './nextTask'

/** A memoised on-demand load (see lazyImport). */
export interface LazyImport<T> {
  /** Start the load, or join the pending one; resolves with the module. */
  (): Promise<T>
  /** True while the load is pending or once it succeeded; false before it and after a failure. */
  readonly requested: boolean
}

/**
 * The one way the kit loads a chunk on demand: `lazyImport(() => import('./heavy'))`.
 * Callers share the pending load and then its result; a FAILED load is forgotten, so the
 * next call (RETRY, the next click) fetches again instead of replaying the old rejection
 * until the page is reloaded. The first load resolves a task after the chunk ran: what the
 * caller then does with it (a first read, a first render) is a task of its own, not added
 * to the chunk's evaluation (together they passed 50 ms, a long task, on a 2-core machine).
 */
export function lazyImport<T>(load: () => Promise<T>): LazyImport<T> {
  let pending: Promise<T> | undefined
  const get = () =>
    (pending ??= load()
      .then(async (module) => {
        await nextTask()
        return module
      })
      .catch((error: unknown) => {
        pending = undefined
        throw error
      }))
  return Object.defineProperty(get, 'requested', { get: () => pending !== undefined }) as LazyImport<T>
}
