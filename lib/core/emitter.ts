/** A tiny typed event emitter: the only pub/sub primitive of the kit (no Node `events`). */
/** A function called with an event's payload. */
export type Listener<T> = (payload: T) => void

/** Typed events: `Events` maps each event name to its payload type. */
export interface Emitter<Events extends Record<string, unknown>> {
  /** Call `listener` on every `event`; returns the function that removes it. */
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void
  /** Remove a listener added with `on`. */
  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void
  /**
   * Call every listener of `event` with `payload`, in the order they were added. An event
   * without a payload (`disconnect`) takes none, as wagmi's `emitter.emit('disconnect')`.
   */
  emit<K extends keyof Events>(event: K, ...payload: undefined extends Events[K] ? [payload?: Events[K]] : [payload: Events[K]]): void
  /** Number of listeners, for leak tests. */
  listenerCount(event?: keyof Events): number
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()
  const off: Emitter<Events>['off'] = (event, listener) => {
    listeners.get(event)?.delete(listener as Listener<never>)
  }
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener as Listener<never>)
      return () => off(event, listener)
    },
    off,
    emit(event, ...[payload]) {
      // Copy first: a listener may unsubscribe itself while we iterate.
      for (const l of [...(listeners.get(event) ?? [])]) (l as Listener<typeof payload>)(payload)
    },
    listenerCount(event) {
      if (event !== undefined) return listeners.get(event)?.size ?? 0
      let n = 0
      for (const s of listeners.values()) n += s.size
      return n
    },
  }
}
