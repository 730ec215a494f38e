/** Shared setup for the WalletConnect integration tests: relay + anvil + a real test wallet. */
import { defineChain, type Chain } from 'viem'
import { createEmitter } from '../../../lib/core/emitter'
import { createStorage, type StorageLike } from '../../../lib/core/storage'
import type { ConnectorEvents } from '../../../lib/core/types'
import { walletConnect, type WalletConnectConnector } from '../../../lib/connectors/walletConnect/index'
import type { KeyValueStorage } from '../../../lib/connectors/walletConnect/memoryStorage'

export const CHAIN_ID = 1101

/** Anvil's public dev key #1 (mnemonic "test test ... junk"): funded only on a local node. */
export const WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const

export function anvilChain(rpcUrl: string): Chain {
  return defineChain({
    id: CHAIN_ID,
    name: 'Polygon zkEVM (anvil)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/** One "page load" of the dApp: a fresh connector over the given (persistent) storages. */
export function loadDapp(p: {
  relayUrl: string
  chain: Chain
  storagePrefix: string
  wcStorage: KeyValueStorage
  kitBackend: StorageLike
  connectTimeoutMs?: number
}): { connector: Omit<WalletConnectConnector, 'uid'>; events: Array<{ event: keyof ConnectorEvents; payload: unknown }> } {
  const emitter = createEmitter<ConnectorEvents>()
  const events: Array<{ event: keyof ConnectorEvents; payload: unknown }> = []
  for (const event of ['change', 'connect', 'disconnect', 'message'] as const) {
    emitter.on(event, (payload) => events.push({ event, payload }))
  }
  const connector = walletConnect({
    projectId: 'mango-test-project',
    relayUrl: p.relayUrl,
    metadata: { name: 'Mango', description: 'Mango staking', url: 'http://127.0.0.1', icons: [] },
    storagePrefix: p.storagePrefix,
    storage: p.wcStorage,
    logLevel: 'silent',
    ...(p.connectTimeoutMs ? { connectTimeoutMs: p.connectTimeoutMs } : {}),
  })({
    chains: [p.chain],
    emitter,
    storage: createStorage({ instanceId: 'wctest', backend: p.kitBackend }),
    appName: 'Mango',
  })
  return { connector, events }
}

/** Resolves with the next display_uri the connector emits (other than `exclude`). */
export function nextUri(events: Array<{ event: string; payload: unknown }>, timeoutMs = 10_000, exclude?: string): Promise<string> {
  const start = exclude === undefined ? events.length : 0
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs
    const poll = () => {
      const hit = events
        .slice(start)
        .find((e) => e.event === 'message' && (e.payload as { type: string }).type === 'display_uri' && (e.payload as { data: string }).data !== exclude)
      if (hit) return resolve((hit.payload as { data: string }).data)
      if (Date.now() > deadline) return reject(new Error('no display_uri emitted'))
      setTimeout(poll, 5)
    }
    poll()
  })
}

export async function waitFor(check: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}
