/** JSON-RPC defaults: 10 s per attempt, 2 retries 100 ms apart, 4 s polling, multicall batches of 1024 calls, receipts 6 retries from 200 ms. */
export const RPC_DEFAULTS = {
  timeout: 10_000,
  retryCount: 2,
  retryDelay: 100,
  multicallBatchSize: 1024,
  pollingInterval: 4_000,
  /** How long reads wait to join one JSON-RPC batch / one multicall. */
  batchWait: 16,
  /**
   * A sent transaction's receipt is asked for at once, then again after 200 ms, doubling for
   * 6 retries (never slower than the polling interval), then at the polling interval: a
   * transaction usually mines within a block or two, long before the first 4 s poll.
   */
  receiptRetryCount: 6,
  receiptRetryDelay: 200,
} as const
