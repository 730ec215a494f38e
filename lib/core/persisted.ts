import { parsers, type KitStorage } from './storage'

/** The core persists one key: the last connected connector, for the silent reconnect on load. */
const LAST = 'lastConnectorId'

export function getLastConnectorId(storage: KitStorage): string | undefined {
  return storage.get(LAST, parsers.string)
}

export function rememberConnector(storage: KitStorage, id: string): void {
  storage.set(LAST, id)
}

export function forgetLastConnector(storage: KitStorage): void {
  storage.remove(LAST)
}
