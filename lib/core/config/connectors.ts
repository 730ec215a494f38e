import type { Emitter } from '../emitter'
import { markConnected } from '../connected'
import type { KitStorage } from '../storage'
import type { Store } from '../store'
import type { ConfigEvents, Connector, State } from '../types'

/** The store's state while no wallet is connected. */
export const initialState: State = {
  status: 'disconnected',
  accounts: [],
  chainId: undefined,
  connectorId: undefined,
  error: undefined,
}

/**
 * wagmi's `connector.uid`: 11 random hex digits, one per connector instance (two configs
 * holding the same wallet's connector give it two uids), where `id` names the wallet.
 */
export function connectorUid(): string {
  let uid = ''
  for (let i = 0; i < 11; i++) uid += Math.floor(Math.random() * 16).toString(16)
  return uid
}

/** Apply a connector's events to the store, but only while it is the active one. */
export function bindConnector(connector: Connector, store: Store<State>, emitter: Emitter<ConfigEvents>, storage: KitStorage): Array<() => void> {
  const active = () => store.getState().connectorId === connector.id
  return [
    connector.emitter.on('change', ({ accounts, chainId }) => {
      if (!active()) return
      if (accounts && accounts.length === 0) {
        // An empty account list means disconnect.
        markDisconnected(store, emitter, connector.id)
        return
      }
      store.setState((s) => ({ ...s, accounts: accounts ?? s.accounts, chainId: chainId ?? s.chainId }))
    }),
    connector.emitter.on('connect', ({ accounts, chainId }) => {
      const s = store.getState()
      if (s.connectorId !== undefined && !active()) return
      if (s.status === 'connected' && active()) {
        store.setState((p) => ({ ...p, accounts, chainId }))
        return
      }
      // A connector that (re)connects on its own, e.g. a restored WalletConnect session.
      if (s.status === 'connecting' || s.status === 'reconnecting') return // the action finishes it
      markConnected({ store, emitter, storage }, connector.id, { accounts, chainId })
    }),
    connector.emitter.on('disconnect', () => {
      if (active()) markDisconnected(store, emitter, connector.id)
    }),
    connector.emitter.on('message', ({ type, data }) => {
      emitter.emit('message', { connectorId: connector.id, type, data })
    }),
  ]
}

export function markDisconnected(store: Store<State>, emitter: Emitter<ConfigEvents>, connectorId: string | undefined): void {
  store.setState({ ...initialState })
  emitter.emit('disconnect', { connectorId })
}
