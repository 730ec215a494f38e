import { createStorage, type StorageLike } from '../../lib/core/storage'

/** A Web Storage stand-in whose raw contents tests can read and corrupt. */
export function memoryBackend(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

export const storageOn = (backend: StorageLike) => createStorage({ backend })

/** A distinct valid 32-byte hash per number. */
export const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
