import type { EIP1193RequestFn, Transport } from 'viem'
import { lazyImport } from '../lazy'
import { RPC_DEFAULTS } from './defaults'
import type { RpcHealth } from './health'

/**
 * A viem transport that loads viem's http/webSocket (and fallback) transports (./viem.ts)
 * on the first request. Several URLs share `health` with the chain's batched reader. Its
 * `type` is the app's transport's (`'http'`, `'fallback'`), as the config's Client types it.
 */
export function lazyTransport(health: RpcHealth, type = 'http'): Transport {
  return ({ chain, pollingInterval }) => {
    const load = lazyImport(() => import('./viem').then((m) => m.failoverTransport(health)({ chain, pollingInterval }).request))
    // Retries and timeouts happen inside the real transport; none are added here.
    const request = (async (args, options) => (await load())(args, options)) as EIP1193RequestFn
    return {
      config: { key: 'lazy', name: 'Lazy HTTP/WebSocket', type, request, retryCount: 0, timeout: RPC_DEFAULTS.timeout },
      request,
      value: { url: health.urls[0] },
    }
  }
}
