import { createEmitter } from '../../lib/core/emitter'
import type { Connector, ConnectorEvents, ConnectorType } from '../../lib/core/types'

/** A connector double: only the fields the wallet list reads. Its methods are never called here. */
export function fakeConnector(p: { id: string; name?: string; type?: ConnectorType; rdns?: string; icon?: string }): Connector {
  const fail = () => Promise.reject(new Error('not used in list tests'))
  return {
    id: p.id,
    uid: `uid-${p.id}`,
    name: p.name ?? p.id,
    type: p.type ?? 'injected',
    ...(p.rdns ? { rdns: p.rdns } : {}),
    ...(p.icon ? { icon: p.icon } : {}),
    emitter: createEmitter<ConnectorEvents>(),
    connect: fail,
    disconnect: fail,
    getAccounts: fail,
    getChainId: fail,
    getProvider: fail,
    isAuthorized: () => Promise.resolve(false),
  }
}
