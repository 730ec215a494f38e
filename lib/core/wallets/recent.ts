import type { KitStorage, Parser } from '../storage'
import { MAX_RECENT_WALLETS } from './entries'

/** Wallet ids (not connector ids: MetaMask through a QR code is still 'metaMask'). */
const KEY = 'recentWalletIds'
const ID = /^[A-Za-z0-9_.-]{1,100}$/

const parseRecent: Parser<string[]> = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && ID.test(x)) ? v.slice(0, MAX_RECENT_WALLETS) : undefined

export function getRecentWalletIds(storage: KitStorage): string[] {
  return storage.get(KEY, parseRecent) ?? []
}

/** Move `walletId` to the front; keep at most 3. */
export function addRecentWalletId(storage: KitStorage, walletId: string): string[] {
  if (!ID.test(walletId)) return getRecentWalletIds(storage)
  const next = [walletId, ...getRecentWalletIds(storage).filter((x) => x !== walletId)].slice(0, MAX_RECENT_WALLETS)
  storage.set(KEY, next)
  return next
}
