/**
 * Our own small record (in the kit's validated storage) that a WalletConnect session exists.
 * On page load it lets isAuthorized() answer "no" without downloading the sign-client, and
 * remembers the active chain of a session that grants several.
 */
import type { KitStorage, Parser } from '../../core/storage'

export interface SavedSession {
  topic: string
  /** Seconds since epoch, as the session's own expiry. */
  expiry: number
  chainId: number
}

const KEY = 'walletConnect.session'
/**
 * A WalletConnect topic: 64 lowercase hex digits without 0x (a sha256 of the symmetric key),
 * not a 0x-prefixed Ethereum hash, so not isHash's concept.
 */
const TOPIC = /^[0-9a-f]{64}$/

const parseSaved: Parser<SavedSession> = (v) => {
  if (typeof v !== 'object' || v === null) return undefined
  const { topic, expiry, chainId } = v as Record<string, unknown>
  return typeof topic === 'string' && TOPIC.test(topic) && Number.isSafeInteger(expiry) && Number.isSafeInteger(chainId)
    ? { topic, expiry: expiry as number, chainId: chainId as number }
    : undefined
}

/** The saved session, if it parses and has not expired. */
export function readSavedSession(storage: KitStorage, now = Date.now()): SavedSession | undefined {
  const saved = storage.get(KEY, parseSaved)
  return saved && saved.expiry * 1000 > now ? saved : undefined
}

export function writeSavedSession(storage: KitStorage, saved: SavedSession): void {
  storage.set(KEY, saved)
}

export function clearSavedSession(storage: KitStorage): void {
  storage.remove(KEY)
}
