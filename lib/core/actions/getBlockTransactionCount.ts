import type { GetBlockTransactionCountErrorType as ViemErrorType, GetBlockTransactionCountParameters as ViemParameters } from 'viem'
import { getBlockTransactionCount as viemGetBlockTransactionCount } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlockTransactionCount (wagmi's: viem's `blockHash`, `blockNumber` or `blockTag`, plus `chainId`). */
export type GetBlockTransactionCountParameters = ViemParameters & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** How many transactions the block holds. */
export type GetBlockTransactionCountReturnType = number

/** What getBlockTransactionCount rejects with. */
export type GetBlockTransactionCountErrorType = ChainNotConfiguredError | ViemErrorType

/** The number of transactions in a block (the latest by default) of a configured chain. */
export async function getBlockTransactionCount(config: Config, parameters: GetBlockTransactionCountParameters = {}): Promise<GetBlockTransactionCountReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return viemGetBlockTransactionCount(config.getClient({ chainId: chain.id }), rest as ViemParameters)
}
