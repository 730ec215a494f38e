import { createStorage, type StorageLike } from '../../lib/core/storage'

export const storageOn = (backend: StorageLike) => createStorage({ backend })

/** A distinct valid 32-byte hash per number. */
export const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
