import type { Chain } from 'viem'
import { TransportError, RpcResponseError } from './errors'
import { HEALTH_DEFAULTS, type RpcHealth } from './health'
import { rpcFor } from './rpcFor'
import type { RpcRequest } from './types'

/**
 * The JSON-RPC sender over several node URLs (the batched reader's path): each request goes
 * to the best URL by `health` and moves to the next one when a URL is down, times out or
 * answers garbage. A JSON-RPC error (e.g. a revert) is the node's answer and is not retried
 * elsewhere. With one URL this is just rpcFor(url).
 */
export function createFailoverRpc(health: RpcHealth, options: { chain?: Chain } = {}): RpcRequest {
  const [only] = health.urls
  if (health.urls.length === 1 && only) return rpcFor(only, options)
  // With somewhere else to go, one quick attempt per URL beats retrying a slow one.
  const senders = new Map(health.urls.map((url) => [url, rpcFor(url, { ...options, timeout: HEALTH_DEFAULTS.failoverTimeout, retryCount: 0 })]))
  return async (method, params) => {
    let last: unknown
    for (const url of health.order({ probe: true })) {
      try {
        const result = await senders.get(url)!(method, params)
        health.report(url, true)
        return result
      } catch (error) {
        if (error instanceof RpcResponseError || !(error instanceof TransportError)) {
          health.report(url, true) // it answered
          throw error
        }
        health.report(url, false)
        last = error
      }
    }
    throw last
  }
}
