/** A minimal vanilla store (the shape useSyncExternalStore wants): get, set, subscribe. */
export interface Store<T> {
  getState(): T
  setState(next: T | ((prev: T) => T)): void
  subscribe(listener: (state: T, prev: T) => void): () => void
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<(state: T, prev: T) => void>()
  return {
    getState: () => state,
    setState(next) {
      const prev = state
      state = typeof next === 'function' ? (next as (p: T) => T)(prev) : next
      if (Object.is(state, prev)) return
      for (const l of [...listeners]) l(state, prev)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
