/**
 * A small framework-free query cache: keyed async reads, in-flight de-duplication,
 * subscribers, "refresh everything" (after a write; on a schedule, see ./refresh.ts), and a
 * bound: a key nobody subscribes to is dropped `gcTime` after its last subscriber left.
 */
import { IDLE, type QueryState } from './queryState'

export type { QueryState } from './queryState'

/** How a key takes part in refreshes. */
export interface FetchOptions {
  /** The chain the read reads. */
  chainId?: number
  /** False: refetched only on request (refetch(key)), never by refetchAll/refetchChain. */
  refresh?: boolean
  /**
   * Data younger than this (ms) is not read again; absent: data already read is not read
   * again by `fetch` (the refreshes keep it current), unless a refresh passed it by while
   * nobody subscribed to it (its data is then older than the refreshes' promise).
   */
  staleTime?: number
}

/** What a subscriber asks of its key. */
export interface SubscribeOptions {
  /** How long (ms) the key's data outlives its last subscriber; the key keeps the largest asked. Default GC_TIME. */
  gcTime?: number
  /** Data younger than this (ms) is skipped by refetchAll({ onlyStale: true }) (the provider's schedule). Default 0. */
  staleTime?: number
}

export interface QueryCache {
  get<T>(key: string): QueryState<T>
  subscribe(key: string, listener: () => void, options?: SubscribeOptions): () => void
  /**
   * Register the fetcher for a key (the latest one wins) and fetch if there is no data (or
   * it is older than `staleTime`). `chainId` tags the read with the chain it reads, for
   * refetchChain; `refresh: false` keeps it out of refetchAll and refetchChain (a receipt
   * wait: it is final once read).
   */
  fetch<T>(key: string, fn: () => Promise<T>, options?: FetchOptions): Promise<T | undefined>
  /** Refetch one key now (after a read in flight: see runAfter); true when it succeeded. */
  refetch(key: string): Promise<boolean>
  /**
   * Refetch every key that has subscribers; resolves when all are done, true when all
   * succeeded. `onlyStale`: skip data younger than every subscriber's `staleTime`.
   */
  refetchAll(options?: { onlyStale?: boolean }): Promise<boolean>
  /**
   * Refetch every subscribed key of one chain, and every key not tagged with a chain (the
   * app's own reads: their chain is unknown). Called when a followed transaction is final.
   */
  refetchChain(chainId: number): Promise<boolean>
  /** Called after every fetch settles, with whether it succeeded (drives the refresh schedule). */
  onSettled(listener: (ok: boolean) => void): () => void
}

/** How long an unsubscribed key is kept by default: 5 minutes, as TanStack Query's gcTime. */
export const GC_TIME = 5 * 60_000
// setTimeout fires at once past 2^31 - 1 ms (about 24.8 days): a longer gcTime means never.
const NEVER = 2 ** 31 - 1

interface Outcome {
  ok: boolean
  data: unknown
}

/**
 * Everything the cache knows of one key, in one place, so that dropping the key drops it
 * all (internal; exported for the tests that measure what the cache holds).
 */
export interface QueryEntry {
  state: QueryState<unknown>
  fn?: () => Promise<unknown>
  chainId?: number
  /** refresh: false (see FetchOptions). */
  fixed?: boolean
  inflight?: Promise<Outcome>
  following?: Promise<Outcome>
  listeners: Map<() => void, SubscribeOptions | undefined>
  /** The largest gcTime a subscriber asked for (GC_TIME when none did). */
  gcTime?: number
  /** When it is dropped (ms since epoch; Infinity: never) while it has no subscribers; undefined while it has some. */
  dropAt?: number
  /** A refresh passed it by (no subscriber) since its last read started: `fetch` reads it again. */
  missed?: boolean
}

/** Fresh: read less than `staleTime` ms ago (never with an absent or zero staleTime). */
const fresh = (state: QueryState<unknown>, staleTime: number) => state.status === 'success' && Date.now() - state.updatedAt < staleTime

/** `entries` holds every key's entry (a test passes its own map to see what is kept). */
export function createQueryCache(entries: Map<string, QueryEntry> = new Map()): QueryCache {
  const settled = new Set<(ok: boolean) => void>()
  const report = (ok: boolean) => {
    for (const l of [...settled]) l(ok)
  }

  // One timer for the whole cache, not one per key (a page may leave thousands of keys at
  // once): it fires at the earliest time an unsubscribed entry is due and drops all that are.
  let sweepAt = Number.POSITIVE_INFINITY
  let sweeper: ReturnType<typeof setTimeout> | undefined
  const plan = (at: number) => {
    if (at >= sweepAt || at === Number.POSITIVE_INFINITY) return
    clearTimeout(sweeper)
    sweepAt = at
    sweeper = setTimeout(sweep, Math.max(0, at - Date.now()))
  }
  const sweep = () => {
    sweepAt = Number.POSITIVE_INFINITY
    const now = Date.now()
    let next = Number.POSITIVE_INFINITY
    for (const [key, e] of entries) {
      if (e.dropAt === undefined) continue
      if (e.dropAt <= now) entries.delete(key)
      else next = Math.min(next, e.dropAt)
    }
    plan(next)
  }
  /** The entry has no subscribers now: it is dropped `gcTime` from now unless one comes back. */
  const leave = (e: QueryEntry) => {
    const ms = e.gcTime ?? GC_TIME
    plan((e.dropAt = ms >= NEVER ? Number.POSITIVE_INFINITY : Date.now() + ms))
  }
  const entry = (key: string): QueryEntry => {
    let e = entries.get(key)
    if (!e) {
      entries.set(key, (e = { state: IDLE, listeners: new Map() }))
      leave(e) // a fetch nobody subscribes to is not kept either
    }
    return e
  }
  const set = (e: QueryEntry, next: Partial<QueryState<unknown>>) => {
    e.state = { ...e.state, ...next }
    for (const l of [...e.listeners.keys()]) l()
  }
  /**
   * The subscribed keys of a refresh (`of` picks the refresh's keys). The keys it passes by
   * for want of a subscriber are marked: a hook that reads one again reads it at once rather
   * than show data older than the refreshes would let it be (a screen that moves back to a
   * key it read minutes ago, e.g. after a disconnect, must not show those minutes-old numbers).
   */
  const live = (of: (e: QueryEntry) => boolean = () => true) =>
    [...entries].filter(([, e]) => {
      if (e.fixed || !of(e)) return false
      if (e.listeners.size > 0) return true
      if (e.state.status !== 'idle') e.missed = true
      return false
    })

  /** Fetches (joining a fetch in flight); resolves with the outcome, never rejects. */
  const run = (key: string, e: QueryEntry): Promise<Outcome> => {
    if (e.inflight) return e.inflight
    // A dropped entry is not read again: its answer would go nowhere.
    if (!e.fn || entries.get(key) !== e) return Promise.resolve({ ok: true, data: undefined })
    e.missed = false
    set(e, { fetching: true, failureCount: 0, status: e.state.status === 'success' ? 'success' : 'loading' })
    // A dropped entry's answer only changes that orphaned object: it never returns to `entries`.
    const p = e
      .fn()
      .then((data): Outcome => {
        set(e, { data, error: undefined, status: 'success', fetching: false, updatedAt: Date.now(), failureCount: 0 })
        return { ok: true, data }
      })
      .catch((error: unknown): Outcome => {
        // Keep the last good data: a failed refresh should not blank the screen.
        set(e, { error: error instanceof Error ? error : new Error(String(error)), status: 'error', fetching: false, errorUpdatedAt: Date.now(), failureCount: e.state.failureCount + 1 })
        return { ok: false, data: undefined }
      })
      .then((outcome) => {
        e.inflight = undefined
        report(outcome.ok)
        return outcome
      })
    e.inflight = p
    return p
  }

  /**
   * A read that starts after this call. A read in flight began before whatever asked for this
   * one (a receipt, a focus after the chain moved), so its answer may predate it: one more read
   * follows it, shared by every request made meanwhile.
   */
  const runAfter = (key: string, e: QueryEntry): Promise<Outcome> => {
    if (!e.inflight) return run(key, e)
    return (e.following ??= e.inflight.then(() => {
      e.following = undefined
      return run(key, e)
    }))
  }
  const all = (list: Array<[string, QueryEntry]>) => Promise.all(list.map(([key, e]) => runAfter(key, e))).then((outcomes) => outcomes.every((o) => o.ok))

  return {
    get: <T>(key: string) => (entries.get(key)?.state ?? IDLE) as QueryState<T>,
    subscribe(key, listener, options) {
      const e = entry(key)
      e.listeners.set(listener, options)
      e.gcTime = Math.max(e.gcTime ?? 0, options?.gcTime ?? GC_TIME)
      e.dropAt = undefined
      return () => {
        if (e.listeners.delete(listener) && e.listeners.size === 0 && entries.get(key) === e) leave(e)
      }
    },
    fetch<T>(key: string, fn: () => Promise<T>, options?: FetchOptions) {
      const e = entry(key)
      e.fn = fn
      if (options?.chainId !== undefined) e.chainId = options.chainId
      if (options?.refresh === false) e.fixed = true
      const { staleTime } = options ?? {}
      if (e.state.status === 'success' && (staleTime === undefined ? !e.missed : fresh(e.state, staleTime))) return Promise.resolve(e.state.data as T)
      return run(key, e).then((o) => o.data as T | undefined)
    },
    refetch(key) {
      const e = entries.get(key)
      return e ? runAfter(key, e).then((o) => o.ok) : Promise.resolve(true)
    },
    refetchAll: (options) =>
      all(live().filter(([, e]) => !options?.onlyStale || !fresh(e.state, Math.min(...[...e.listeners.values()].map((o) => o?.staleTime ?? 0))))),
    refetchChain: (chainId) => all(live((e) => (e.chainId ?? chainId) === chainId)),
    onSettled(listener) {
      settled.add(listener)
      return () => void settled.delete(listener)
    },
  }
}
