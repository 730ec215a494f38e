import { lazyImport } from '../../core/lazy'
import type { ConnectorContext } from '../../core/types'
import type { WalletConnectConnector, WalletConnectParameters } from './types'
import { checkProjectId } from './projectId'
import { readSavedSession } from './savedSession'

export type { LogLevel, WalletConnectConnector, WalletConnectParameters } from './types'

/**
 * WalletConnect connector factory. A thin shim: the implementation (session handling,
 * EIP-1193 provider, error mapping) loads on first use, and the sign-client itself only
 * when connecting or restoring, so neither is in the first page load. Without a saved
 * session, isAuthorized() answers from storage without loading anything.
 */
export function walletConnect(options: WalletConnectParameters): (ctx: ConnectorContext) => Omit<WalletConnectConnector, 'uid'> {
  const projectId = checkProjectId(options.projectId)
  return (ctx) => {
    // Without a project id, using WalletConnect is what fails (checkProjectId), and nothing loads.
    const load = lazyImport(() =>
      typeof projectId === 'string' ? import('./connector').then((m) => m.createWalletConnect(ctx, { ...options, projectId })) : Promise.reject(projectId),
    )
    return {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      emitter: ctx.emitter,
      connect: async (params) => (await load()).connect(params),
      // One-click authentication rides on the session proposal (authentication.ts).
      signsInOnConnect: () => true,
      // Nothing loaded means nothing connected: no session to delete.
      disconnect: async () => (load.requested ? (await load()).disconnect() : undefined),
      getAccounts: async () => (await load()).getAccounts(),
      getChainId: async () => (await load()).getChainId(),
      getProvider: async () => (await load()).getProvider(),
      switchChain: async (chainId) => (await load()).switchChain!(chainId),
      isAuthorized: async () => (typeof projectId === 'string' && readSavedSession(ctx.storage) ? (await load()).isAuthorized() : false),
      abort: () => {
        if (load.requested) void load().then((c) => c.abort?.(), () => undefined)
      },
      close: async () => (load.requested ? (await load()).close() : undefined),
    }
  }
}
