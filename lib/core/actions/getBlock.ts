import type { BlockTag, GetBlockErrorType as ViemGetBlockErrorType, GetBlockParameters as ViemGetBlockParameters, GetBlockReturnType as ViemGetBlockReturnType } from 'viem'
import { getBlock as viemGetBlock } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlock (wagmi's: viem's `blockHash`, `blockNumber` or `blockTag`, `includeTransactions`, plus `chainId`). */
export type GetBlockParameters<includeTransactions extends boolean = false, blockTag extends BlockTag = 'latest'> = ViemGetBlockParameters<includeTransactions, blockTag> & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The block (its transactions as hashes, or whole with `includeTransactions`) and the chain it was read on. */
export type GetBlockReturnType<includeTransactions extends boolean = false, blockTag extends BlockTag = 'latest'> = ViemGetBlockReturnType<undefined, includeTransactions, blockTag> & {
  chainId: number
}

/** What getBlock rejects with (viem's errors, e.g. BlockNotFoundError). */
export type GetBlockErrorType = ChainNotConfiguredError | ViemGetBlockErrorType

/** A block of a configured chain: the latest by default, or by `blockHash`, `blockNumber` or `blockTag` (eth_getBlockBy*). */
export async function getBlock<includeTransactions extends boolean = false, blockTag extends BlockTag = 'latest'>(
  config: Config,
  parameters: GetBlockParameters<includeTransactions, blockTag> = {},
): Promise<GetBlockReturnType<includeTransactions, blockTag>> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  const block = await viemGetBlock(config.getClient(chain.id), rest as ViemGetBlockParameters)
  return { ...(block as unknown as ViemGetBlockReturnType<undefined, includeTransactions, blockTag>), chainId: chain.id }
}
