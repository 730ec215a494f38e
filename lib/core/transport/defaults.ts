/** JSON-RPC defaults: 10 s per attempt, 2 retries 100 ms apart, 4 s polling, multicall batches of 1024 calls. */
export const RPC_DEFAULTS = {
  timeout: 10_000,
  retryCount: 2,
  retryDelay: 100,
  multicallBatchSize: 1024,
  pollingInterval: 4_000,
  /** How long reads wait to join one JSON-RPC batch / one multicall. */
  batchWait: 16,
} as const
