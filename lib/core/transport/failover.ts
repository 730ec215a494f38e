import type { Chain } from 'viem'
import { createRpcHealth, HEALTH_DEFAULTS, type RpcHealth } from './health'
import type { HttpRpcOptions } from './http'
import { isNodeDown } from './nodeDown'
import { rpcFor } from './rpcFor'
import type { RpcRequest } from './types'

/** Options of createRpc: those of each URL's HTTP client, and the chain (for a WebSocket URL). */
export type CreateRpcOptions = HttpRpcOptions & { chain?: Chain }

/**
 * The kit's JSON-RPC sender over node URLs in order of preference (the one the kit's reads
 * use): same-tick requests batched into one POST, a URL that is down, slow or answers garbage
 * skipped for the next, a JSON-RPC error passed on as the node's answer (viem's
 * RpcRequestError, not retried). With several URLs each gets one 4 s attempt unless
 * `timeout` and `retryCount` say otherwise.
 */
export function createRpc(urls: readonly string[], options: CreateRpcOptions = {}): RpcRequest {
  if (urls.length === 0) throw new TypeError('createRpc needs at least one node URL.')
  return createFailoverRpc(createRpcHealth(urls), options)
}

/**
 * The JSON-RPC sender over several node URLs (the batched reader's path): each request goes
 * to the best URL by `health` and moves to the next one when a URL is down, times out or
 * answers garbage. A JSON-RPC error (e.g. a revert) is the node's answer and is not retried
 * elsewhere. With one URL this is just rpcFor(url).
 */
export function createFailoverRpc(health: RpcHealth, options: CreateRpcOptions = {}): RpcRequest {
  const [only] = health.urls
  if (health.urls.length === 1 && only) return rpcFor(only, options)
  // With somewhere else to go, one quick attempt per URL beats retrying a slow one.
  const senders = new Map(health.urls.map((url) => [url, rpcFor(url, { timeout: HEALTH_DEFAULTS.failoverTimeout, retryCount: 0, ...options })]))
  const answers = new Set(options.answerStatuses)
  return async (method, params) => {
    let last: unknown
    for (const url of health.order({ probe: true })) {
      try {
        const result = await senders.get(url)!(method, params)
        health.report(url, true)
        return result
      } catch (error) {
        if (!isNodeDown(error, answers)) {
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
