import type { EIP1193RequestFn, Transport } from 'viem'
import { lazyImport } from '../lazy'
import { RPC_DEFAULTS } from './defaults'

/** A viem transport that loads viem's http/webSocket transport (./viem.ts) on the first request. */
export function lazyTransport(url: string): Transport {
  return ({ chain, pollingInterval }) => {
    const load = lazyImport(() => import('./viem').then((m) => m.transportFor(url)({ chain, pollingInterval }).request))
    // Retries and timeouts happen inside the real transport; none are added here.
    const request = (async (args, options) => (await load())(args, options)) as EIP1193RequestFn
    return {
      config: { key: 'lazy', name: 'Lazy HTTP/WebSocket', type: 'lazy', request, retryCount: 0, timeout: RPC_DEFAULTS.timeout },
      request,
      value: { url },
    }
  }
}
