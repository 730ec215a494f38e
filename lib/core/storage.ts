import { refuseUnknownOptions } from './options'

/**
 * Persisted kit state in localStorage: versioned, namespaced by instance id, and every
 * read is validated, so a corrupted or hostile value is dropped instead of crashing
 * (RainbowKit accepts any object; we do not).
 */
export const STORAGE_VERSION = 1

/** A parser returns the typed value, or undefined when the stored value is unacceptable. */
export type Parser<T> = (raw: unknown) => T | undefined

/** The items wagmi's Storage types by name (wagmi's `StorageItemMap`); the kit keeps its own under other keys. */
export type StorageItemMap = {
  /** The id of the connector last connected (wagmi keeps it; the kit reads its own `lastConnectorId`). */
  recentConnectorId: string
  /** wagmi's persisted state (the kit persists no such item). */
  state: unknown
}

/**
 * wagmi's `Storage` (what `createStorage` returns and `config.storage` is): the key prefix
 * and JSON values by item name. The kit's are synchronous; the type keeps wagmi's
 * `| Promise` so code written for wagmi's async storages compiles.
 */
export type Storage<itemMap extends Record<string, unknown> = Record<string, unknown>, storageItemMap extends StorageItemMap = StorageItemMap & itemMap> = {
  /** The prefix of every key (wagmi's `key`; the kit's `instanceId`, default `'porch'`). */
  key: string
  /** The value stored under `key` (JSON), else `defaultValue` (null when none is given). */
  getItem<key extends keyof storageItemMap, value extends storageItemMap[key], defaultValue extends value | null | undefined>(
    key: key,
    defaultValue?: defaultValue | undefined,
  ): (defaultValue extends null ? value | null : value) | Promise<defaultValue extends null ? value | null : value>
  /** Store `value` (JSON) under `key`; `null` removes it. */
  setItem<key extends keyof storageItemMap, value extends storageItemMap[key] | null>(key: key, value: value): void | Promise<void>
  /** Remove `key`. */
  removeItem(key: keyof storageItemMap): void | Promise<void>
}

/**
 * Where the kit keeps what must survive a reload: namespaced keys, every read validated
 * (`get`, `set`, `remove`), and wagmi's Storage on the same keys (`getItem`, ...).
 */
export interface KitStorage extends Storage {
  /** What every key is stored under: the instance id and a dot (`'porch.'`). */
  readonly prefix: string
  /** The stored value of `key` as `parse` accepts it; undefined when absent or unacceptable (then it is removed). */
  get<T>(key: string, parse: Parser<T>): T | undefined
  /** Store `value` (JSON-serialised) under `key`; a full or unavailable storage is ignored. */
  set(key: string, value: unknown): void
  /** Remove `key`. */
  remove(key: string): void
  /** Calls back when another tab changes one of our keys (the `storage` event). */
  subscribe(listener: (key: string) => void): () => void
}

/** The minimal Web Storage surface we need; lets tests and SSR pass their own. */
export interface StorageLike {
  /** The string stored under `key`, or null (as `Storage.getItem`). */
  getItem(key: string): string | null
  /** Store `value` under `key` (as `Storage.setItem`; may throw when full). */
  setItem(key: string, value: string): void
  /** Remove `key` (as `Storage.removeItem`). */
  removeItem(key: string): void
}

/** Default prefix of the kit's localStorage keys (see `storageKey` in createConfig). */
const DEFAULT_STORAGE_KEY = 'porch'

const INSTANCE_ID = /^[A-Za-z0-9_]+$/

export function assertInstanceId(id: string): void {
  if (!INSTANCE_ID.test(id)) {
    throw new Error(`Invalid instance id "${id}": use only letters, digits and underscore.`)
  }
}

/** A backend in memory: values last as long as the page. */
export function memoryStorage(): StorageLike {
  const m = new Map<string, string>()
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  }
}

function defaultBackend(): StorageLike {
  try {
    if (typeof localStorage !== 'undefined') return localStorage
  } catch {
    // Access can throw (e.g. disabled cookies in Safari): fall back to memory.
  }
  return memoryStorage()
}

/** Parameters of createStorage: the kit's names (`backend`, `instanceId`) or wagmi's (`storage`, `key`). */
export interface CreateStorageParameters {
  /** Where the values go (default `localStorage`, or memory where it cannot be used). */
  backend?: StorageLike | undefined
  /** wagmi's name for `backend` (e.g. `cookieStorage`). */
  storage?: StorageLike | undefined
  /** Prefix of every key: letters, digits and underscore. Default `'porch'`. */
  instanceId?: string | undefined
  /** wagmi's name for `instanceId`. Default `'porch'`, not wagmi's `'wagmi'`. */
  key?: string | undefined
}

const STORAGE_OPTIONS: ReadonlySet<string> = new Set(['backend', 'storage', 'instanceId', 'key'] satisfies ReadonlyArray<keyof CreateStorageParameters>)

/**
 * wagmi's `noopStorage`: a backend that keeps nothing, so nothing survives a reload (each
 * read finds nothing, each write is dropped).
 */
export const noopStorage: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
}

/**
 * Versioned, validated storage under one key prefix (`instanceId` or wagmi's `key`, default
 * `'porch'`) on a backend (`backend` or wagmi's `storage`; default `localStorage`, or memory
 * where it cannot be used). `createConfig` makes one; create your own for data of your app
 * that should follow the same rules. An option it does not know is refused with a
 * TypeError naming it. Given both, wagmi's name wins (`storage` over `backend`, `key` over
 * `instanceId`).
 *
 * Differs from wagmi: the backend is synchronous (Web Storage's shape; wagmi also takes
 * async ones) and values are JSON, so there is no `serialize` / `deserialize` option. The
 * returned storage has wagmi's `key` / `getItem` / `setItem` / `removeItem`, and the kit's
 * `get(key, parse)` / `set` / `remove`, which check every value read with a parser.
 *
 * @example
 * ```ts
 * import { cookieStorage, createStorage } from '@porch/kit'
 *
 * const storage = createStorage({ storage: cookieStorage, key: 'myapp' })
 * storage.set('choice', 'de')
 * ```
 */
export function createStorage(options: CreateStorageParameters = {}): KitStorage {
  refuseUnknownOptions('createStorage', options, STORAGE_OPTIONS)
  const instanceId = options.key ?? options.instanceId ?? DEFAULT_STORAGE_KEY
  assertInstanceId(instanceId)
  const backend = options.storage ?? options.backend ?? defaultBackend()
  const prefix = `${instanceId}.`
  const versionKey = `${prefix}version`

  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn()
    } catch {
      return fallback // quota exceeded, private mode, revoked access: never crash the app
    }
  }

  // A different version marker means an older layout: start clean rather than misread it.
  // Checked on first use, not here: createConfig runs on the server and before hydration,
  // where nothing may depend on what this browser stored.
  let checked = false
  const checkVersion = () => {
    if (checked) return
    checked = true
    const stored = safe(() => backend.getItem(versionKey), null)
    if (stored === String(STORAGE_VERSION)) return
    safe(() => {
      if (stored !== null && typeof localStorage !== 'undefined' && backend === localStorage) {
        for (const k of Object.keys(localStorage)) if (k.startsWith(prefix)) localStorage.removeItem(k)
      }
      backend.setItem(versionKey, String(STORAGE_VERSION))
    }, undefined)
  }

  const storage: KitStorage = {
    prefix,
    key: instanceId,
    getItem(key, defaultValue) {
      // wagmi's item, JSON as wagmi's default deserialize reads it; nothing stored: the default (else null).
      return (storage.get(String(key), (raw) => raw) ?? defaultValue ?? null) as never
    },
    setItem(key, value) {
      if (value === null) storage.remove(String(key))
      else storage.set(String(key), value)
    },
    removeItem(key) {
      storage.remove(String(key))
    },
    get(key, parse) {
      checkVersion()
      const raw = safe(() => backend.getItem(prefix + key), null)
      if (raw === null) return undefined
      let value: unknown
      try {
        value = JSON.parse(raw)
      } catch {
        safe(() => backend.removeItem(prefix + key), undefined)
        return undefined
      }
      const parsed = safe(() => parse(value), undefined)
      if (parsed === undefined) safe(() => backend.removeItem(prefix + key), undefined)
      return parsed
    },
    set(key, value) {
      checkVersion()
      safe(() => backend.setItem(prefix + key, JSON.stringify(value)), undefined)
    },
    remove(key) {
      checkVersion()
      safe(() => backend.removeItem(prefix + key), undefined)
    },
    subscribe(listener) {
      if (typeof window === 'undefined') return () => {}
      const onStorage = (e: StorageEvent) => {
        if (e.key?.startsWith(prefix)) listener(e.key.slice(prefix.length))
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    },
  }
  return storage
}

/** Parsers for common shapes. */
export const parsers = {
  string: ((v) => (typeof v === 'string' ? v : undefined)) as Parser<string>,
  boolean: ((v) => (typeof v === 'boolean' ? v : undefined)) as Parser<boolean>,
}
