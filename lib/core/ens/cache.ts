import type { KitStorage } from '../storage'

/** Name lookups stay fresh for one day. */
export const ENS_CACHE_TTL_MS = 24 * 60 * 60 * 1000
/** Entries kept per kind; the oldest are dropped first. */
const MAX_ENTRIES = 200

/** `value` null records a known "no name / no avatar", which is cached like an answer. */
export interface CacheEntry {
  value: string | null
  at: number
}

type Kind = 'names' | 'avatars'
type Stored = Record<Kind, Map<string, CacheEntry>>

export const ENS_CACHE_KEY = 'ens'

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function parseKind(raw: unknown, sanitize: (v: unknown) => string | null): Map<string, CacheEntry> {
  const out = new Map<string, CacheEntry>()
  if (!isRecord(raw)) return out
  for (const key of Object.keys(raw).slice(0, MAX_ENTRIES * 2)) {
    if (key === '__proto__' || key.length > 255) continue
    const entry = Object.prototype.hasOwnProperty.call(raw, key) ? raw[key] : undefined
    if (!isRecord(entry)) continue
    const { v, t } = entry
    if (typeof t !== 'number' || !Number.isFinite(t)) continue
    if (v === null) out.set(key, { value: null, at: t })
    else {
      const value = sanitize(v)
      if (value !== null) out.set(key, { value, at: t })
    }
  }
  return out
}

function serializeKind(map: Map<string, CacheEntry>): Record<string, { v: string | null; t: number }> {
  const newest = [...map].sort((a, b) => b[1].at - a[1].at).slice(0, MAX_ENTRIES)
  const out: Record<string, { v: string | null; t: number }> = Object.create(null)
  for (const [key, { value, at }] of newest) out[key] = { v: value, t: at }
  return out
}

/**
 * ENS answers in memory and in KitStorage (key `ens`: `{ names: {addr: {v, t}}, avatars: {name: {v, t}} }`),
 * validated on read like every stored value.
 */
export function createEnsCache(
  storage: KitStorage,
  sanitizers: Record<Kind, (v: unknown) => string | null>,
) {
  const parse = (raw: unknown): Stored | undefined =>
    isRecord(raw)
      ? { names: parseKind(raw.names, sanitizers.names), avatars: parseKind(raw.avatars, sanitizers.avatars) }
      : undefined
  const read = (): Stored => storage.get(ENS_CACHE_KEY, parse) ?? { names: new Map(), avatars: new Map() }
  const memory = read()

  return {
    get(kind: Kind, key: string): CacheEntry | undefined {
      return memory[kind].get(key)
    },
    set(kind: Kind, key: string, entry: CacheEntry): void {
      memory[kind].set(key, entry)
      // Merge with what other tabs stored meanwhile; the newer answer wins.
      const stored = read()
      for (const k of ['names', 'avatars'] as const) {
        for (const [key2, e] of memory[k]) {
          const other = stored[k].get(key2)
          if (!other || other.at <= e.at) stored[k].set(key2, e)
        }
      }
      storage.set(ENS_CACHE_KEY, { names: serializeKind(stored.names), avatars: serializeKind(stored.avatars) })
    },
  }
}
