import { parsers, type KitStorage } from './storage'
import type { Store } from './store'
import type { State } from './types'

/** Key of the connection (connector, accounts, chain) kept for the server (see cookieToInitialState). */
export const CONNECTION_KEY = 'connection'

/**
 * Keeps the connection under CONNECTION_KEY while connected, and removes it on disconnect,
 * so a server reading the cookie (cookieStorage) renders the returning user connected.
 */
export function persistConnection(store: Store<State>, storage: KitStorage): () => void {
  return store.subscribe((s, prev) => {
    if (s.status === 'disconnected' && prev.status !== 'disconnected') storage.remove(CONNECTION_KEY)
    if (s.status !== 'connected' && s.status !== 'unauthenticated') return
    if (s.accounts === prev.accounts && s.chainId === prev.chainId && s.connectorId === prev.connectorId && prev.status === s.status) return
    storage.set(CONNECTION_KEY, { connectorId: s.connectorId, accounts: s.accounts, chainId: s.chainId })
  })
}

/** The core persists the last connected connector, for the silent reconnect on load. */
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
