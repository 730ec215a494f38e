/**
 * The key-value storage shape the sign-client persists to (@walletconnect/keyvaluestorage's
 * IKeyValueStorage). In browsers the client's default is IndexedDB; in Node it is an
 * in-memory store per client, so tests that simulate a reload pass one shared instance.
 */
export interface KeyValueStorage {
  /** Every stored key. */
  getKeys(): Promise<string[]>
  /** Every stored key with its value. */
  getEntries<T = unknown>(): Promise<[string, T][]>
  /** The value stored under `key`, or undefined. */
  getItem<T = unknown>(key: string): Promise<T | undefined>
  /** Store `value` under `key`. */
  setItem<T = unknown>(key: string, value: T): Promise<void>
  /** Remove `key`. */
  removeItem(key: string): Promise<void>
}

/**
 * An in-memory KeyValueStorage. Values are stored as JSON text, like the real backends, so
 * nothing is shared by reference between "page loads".
 */
export function createMemoryKeyValueStorage(): KeyValueStorage {
  const data = new Map<string, string>()
  const read = <T>(text: string | undefined): T | undefined => (text === undefined ? undefined : (JSON.parse(text) as T))
  return {
    async getKeys() {
      return [...data.keys()]
    },
    async getEntries<T>() {
      return [...data.entries()].map(([k, v]) => [k, read<T>(v) as T] as [string, T])
    },
    async getItem<T>(key: string) {
      return read<T>(data.get(key))
    },
    async setItem<T>(key: string, value: T) {
      // BigInt-safe: the client stores numeric request ids that may exceed 2^53.
      const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) as
        | string
        | undefined
      if (text === undefined) data.delete(key)
      else data.set(key, text)
    },
    async removeItem(key: string) {
      data.delete(key)
    },
  }
}
