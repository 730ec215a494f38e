import { watchBlockNumber as viemWatchBlockNumber, type OnBlockNumberFn } from 'viem/actions'
import type { Config } from '../config'
import { watchOnChain, type WatchChainParameters } from '../watch/onChain'

/** Parameters of watchBlockNumber (wagmi's). */
export interface WatchBlockNumberParameters extends WatchChainParameters {
  /** Called with each new block number and the one before it. */
  onBlockNumber: OnBlockNumberFn
  /** Also call back for the block numbers skipped between two polls. Default false. */
  emitMissed?: boolean | undefined
  /** Call back with the current block number at once. Default false. */
  emitOnBegin?: boolean | undefined
  /**
   * Accepted for wagmi compatibility. The kit's clients always poll (their transport loads
   * on demand, so there is no WebSocket subscription to ask for): `poll: false` polls too.
   */
  poll?: boolean | undefined
  /** ms between two polls. Default: the config's `pollingInterval`. */
  pollingInterval?: number | undefined
}

/** What watchBlockNumber returns: the function that stops the watch. */
export type WatchBlockNumberReturnType = () => void

/**
 * Calls `onBlockNumber` with each new block of a configured chain, until the returned
 * function is called. Without `chainId` it follows the wallet's chain.
 */
export function watchBlockNumber(config: Config, parameters: WatchBlockNumberParameters): WatchBlockNumberReturnType {
  const { onBlockNumber, onError, emitMissed, emitOnBegin, pollingInterval } = parameters
  return watchOnChain(config, parameters, (client) =>
    viemWatchBlockNumber(client, { onBlockNumber, onError, emitMissed, emitOnBegin, pollingInterval, poll: true }),
  )
}
