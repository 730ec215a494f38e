import type { EIP1193RequestFn, Transport } from 'viem'
import { RPC_DEFAULTS } from './defaults'

/** A viem transport that loads viem's http/webSocket transport (./viem.ts) on the first request. */
export function lazyTransport(url: string): Transport {
  return ({ chain, pollingInterval }) => {
    let inner: Promise<ReturnType<Transport>['request']> | undefined
    const load = () =>
      (inner ??= import('./viem').then(
        (m) => m.transportFor(url)({ chain, pollingInterval }).request,
        (error: unknown) => {
          inner = undefined // a failed chunk load may succeed next time
          throw error
        },
      ))
    // Retries and timeouts happen inside the real transport; none are added here.
    const request = (async (args, options) => (await load())(args, options)) as EIP1193RequestFn
    return {
      config: { key: 'lazy', name: 'Lazy HTTP/WebSocket', type: 'lazy', request, retryCount: 0, timeout: RPC_DEFAULTS.timeout },
      request,
      value: { url },
    }
  }
}
