import type { GetBlockTransactionCountErrorType as ViemErrorType, GetBlockTransactionCountParameters as ViemParameters } from 'viem'
import { getBlockTransactionCount as viemGetBlockTransactionCount } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlockTransactionCount (wagmi's: viem's `blockHash`, `blockNumber` or `blockTag`, plus `chainId`). */
export type GetBlockTransactionCountParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ViemParameters & ChainIdParameter<config, chainId>

/** How many transactions the block holds. */
export type GetBlockTransactionCountReturnType = number

/** What getBlockTransactionCount rejects with. */
export type GetBlockTransactionCountErrorType = ChainNotConfiguredError | ViemErrorType

/** The number of transactions in a block (the latest by default) of a configured chain. */
export async function getBlockTransactionCount<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: GetBlockTransactionCountParameters<config, chainId> = {}): Promise<GetBlockTransactionCountReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return viemGetBlockTransactionCount(config.getClient({ chainId: chain.id }), rest as ViemParameters)
}
