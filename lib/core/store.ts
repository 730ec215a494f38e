/** A minimal vanilla store (the shape useSyncExternalStore wants): get, set, subscribe. */
export interface Store<T> {
  /** The current state. */
  getState(): T
  /** Replace the state (or derive it from the previous one); listeners run only when it changed (`Object.is`). */
  setState(next: T | ((prev: T) => T)): void
  /** Call `listener` with the new and previous state after each change; returns the unsubscribe function. */
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
