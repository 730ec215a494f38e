import type { BlockTag, GetBlockErrorType as ViemGetBlockErrorType, GetBlockParameters as ViemGetBlockParameters, GetBlockReturnType as ViemGetBlockReturnType } from 'viem'
import { getBlock as viemGetBlock } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlock (wagmi's: viem's `blockHash`, `blockNumber` or `blockTag`, `includeTransactions`, plus `chainId`). */
export type GetBlockParameters<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest'> = ViemGetBlockParameters<TIncludeTransactions, TBlockTag> & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The block (its transactions as hashes, or whole with `includeTransactions`) and the chain it was read on. */
export type GetBlockReturnType<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest'> = ViemGetBlockReturnType<undefined, TIncludeTransactions, TBlockTag> & {
  chainId: number
}

/** What getBlock rejects with (viem's errors, e.g. BlockNotFoundError). */
export type GetBlockErrorType = ChainNotConfiguredError | ViemGetBlockErrorType

/** A block of a configured chain: the latest by default, or by `blockHash`, `blockNumber` or `blockTag` (eth_getBlockBy*). */
export async function getBlock<TIncludeTransactions extends boolean = false, TBlockTag extends BlockTag = 'latest'>(
  config: Config,
  parameters: GetBlockParameters<TIncludeTransactions, TBlockTag> = {},
): Promise<GetBlockReturnType<TIncludeTransactions, TBlockTag>> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  const block = await viemGetBlock(config.getClient({ chainId: chain.id }), rest as ViemGetBlockParameters)
  return { ...(block as unknown as ViemGetBlockReturnType<undefined, TIncludeTransactions, TBlockTag>), chainId: chain.id }
}
