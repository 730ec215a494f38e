import { watchPendingTransactions as viemWatchPendingTransactions, type OnTransactionsFn } from 'viem/actions'
import type { Config } from '../config'
import { watchOnChain, type WatchChainParameters } from '../watch/onChain'

/** Parameters of watchPendingTransactions (wagmi's). */
export interface WatchPendingTransactionsParameters extends WatchChainParameters {
  /** Called with the hashes of the transactions that entered the node's pool since the last poll. */
  onTransactions: OnTransactionsFn
  /** Call back once per poll with every new hash (true), or once per hash. Default true. */
  batch?: boolean | undefined
  /** Accepted for wagmi compatibility: the kit's clients always poll (see watchBlockNumber). */
  poll?: boolean | undefined
  /** ms between two polls. Default: the config's `pollingInterval`. */
  pollingInterval?: number | undefined
}

/** What watchPendingTransactions returns: the function that stops the watch. */
export type WatchPendingTransactionsReturnType = () => void

/**
 * Calls `onTransactions` with the hashes of new pending transactions (a pending-transaction
 * filter on the node, `eth_newPendingTransactionFilter`), until the returned function is
 * called. Without `chainId` it follows the wallet's chain.
 */
export function watchPendingTransactions(config: Config, parameters: WatchPendingTransactionsParameters): WatchPendingTransactionsReturnType {
  const { onTransactions, onError, batch, pollingInterval } = parameters
  return watchOnChain(config, parameters, (client) => viemWatchPendingTransactions(client, { onTransactions, onError, batch, pollingInterval, poll: true }))
}
