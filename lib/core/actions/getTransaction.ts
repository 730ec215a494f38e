import type { BlockTag, GetTransactionErrorType as ViemErrorType, GetTransactionParameters as ViemParameters, GetTransactionReturnType as ViemReturnType } from 'viem'
import { getTransaction as viemGetTransaction } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getTransaction (wagmi's: `hash`, or `index` in a block by `blockHash`, `blockNumber` or `blockTag`; plus `chainId`). */
export type GetTransactionParameters<TBlockTag extends BlockTag = 'latest'> = ViemParameters<TBlockTag> & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The transaction (`blockNumber` null while it is pending) and the chain it was read on. */
export type GetTransactionReturnType<TBlockTag extends BlockTag = 'latest'> = ViemReturnType<undefined, TBlockTag> & { chainId: number }

/** What getTransaction rejects with (viem's TransactionNotFoundError when the node does not know it). */
export type GetTransactionErrorType = ChainNotConfiguredError | ViemErrorType

/** A transaction of a configured chain, pending or mined (eth_getTransactionByHash / ByBlock*AndIndex). */
export async function getTransaction<TBlockTag extends BlockTag = 'latest'>(config: Config, parameters: GetTransactionParameters<TBlockTag>): Promise<GetTransactionReturnType<TBlockTag>> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  const transaction = await viemGetTransaction(config.getClient({ chainId: chain.id }), rest as ViemParameters)
  return { ...(transaction as ViemReturnType<undefined, TBlockTag>), chainId: chain.id }
}
