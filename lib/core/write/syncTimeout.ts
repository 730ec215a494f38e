import type { Config } from '../config'

/**
 * How long a `…Sync` write waits for its result when the caller does not say: viem's
 * rule for sendTransactionSync and sendCallsSync, three block times of the chain
 * (`chain.blockTime`, ms) and never under 5 s.
 */
export function syncTimeout(config: Config, chainId: number | undefined): number {
  const blockTime = config.chains.find((c) => c.id === chainId)?.blockTime ?? 0
  return Math.max(blockTime * 3, 5_000)
}
