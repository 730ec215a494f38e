import type { Block, BlockTag, Chain } from 'viem'
import { watchBlocks as viemWatchBlocks } from 'viem/actions'
import type { Config } from '../config'
import { watchOnChain, type WatchChainParameters } from '../watch/onChain'

/** Parameters of watchBlocks (wagmi's). */
export interface WatchBlocksParameters<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest'> extends WatchChainParameters {
  /** Called with each new block and the one before it (viem's Block, typed by `includeTransactions` and `blockTag`). */
  onBlock: (block: Block<bigint, TIncludeTransactions, TBlockTag>, prevBlock: Block<bigint, TIncludeTransactions, TBlockTag> | undefined) => void
  /** Which block to follow. Default `'latest'`. */
  blockTag?: TBlockTag | BlockTag | undefined
  /** Blocks with their full transactions instead of hashes. Default false. */
  includeTransactions?: TIncludeTransactions | undefined
  /** Also call back for the blocks skipped between two polls. Default false. */
  emitMissed?: boolean | undefined
  /** Call back with the current block at once. Default false. */
  emitOnBegin?: boolean | undefined
  /** Accepted for wagmi compatibility: the kit's clients always poll (see watchBlockNumber). */
  poll?: boolean | undefined
  /** ms between two polls. Default: the config's `pollingInterval`. */
  pollingInterval?: number | undefined
}

/** What watchBlocks returns: the function that stops the watch. */
export type WatchBlocksReturnType = () => void

/**
 * Calls `onBlock` with each new block of a configured chain, until the returned function is
 * called. Without `chainId` it follows the wallet's chain.
 */
export function watchBlocks<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest'>(
  config: Config,
  parameters: WatchBlocksParameters<TIncludeTransactions, TBlockTag>,
): WatchBlocksReturnType {
  const { onBlock, onError, blockTag, includeTransactions, emitMissed, emitOnBegin, pollingInterval } = parameters
  return watchOnChain(config, parameters, (client) =>
    viemWatchBlocks(client as Parameters<typeof viemWatchBlocks<never, Chain, TIncludeTransactions, TBlockTag>>[0], {
      onBlock: onBlock as never,
      onError,
      blockTag,
      includeTransactions,
      emitMissed,
      emitOnBegin,
      pollingInterval,
      poll: true,
    }),
  )
}
