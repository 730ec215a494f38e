import { parsers, type KitStorage } from './storage'

/** Keys the core persists (spec section 3): the last connector and recently used ones. */
const LAST = 'lastConnectorId'
const RECENT = 'recentConnectorIds'
export const MAX_RECENT = 3

export function getLastConnectorId(storage: KitStorage): string | undefined {
  return storage.get(LAST, parsers.string)
}

export function rememberConnector(storage: KitStorage, id: string): void {
  storage.set(LAST, id)
  const recent = getRecentConnectorIds(storage).filter((x) => x !== id)
  storage.set(RECENT, [id, ...recent].slice(0, MAX_RECENT))
}

export function forgetLastConnector(storage: KitStorage): void {
  storage.remove(LAST)
}

export function getRecentConnectorIds(storage: KitStorage): string[] {
  return storage.get(RECENT, parsers.stringArray(MAX_RECENT)) ?? []
}
