import type { GetTransactionConfirmationsErrorType as ViemErrorType, Hash, TransactionReceipt } from 'viem'
import { getBlockNumber, getTransaction } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getTransactionConfirmations (wagmi's): the transaction by `hash` or by its `transactionReceipt`. */
export type GetTransactionConfirmationsParameters = (
  | { hash: Hash; transactionReceipt?: undefined }
  | { hash?: undefined; transactionReceipt: TransactionReceipt }
) & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** Blocks since the transaction's, its own included (1 once mined); 0 while it is pending. */
export type GetTransactionConfirmationsReturnType = bigint

/** What getTransactionConfirmations rejects with (viem's TransactionNotFoundError for a hash the node does not know). */
export type GetTransactionConfirmationsErrorType = ChainNotConfiguredError | ViemErrorType

/**
 * How many blocks confirm a transaction now on a configured chain. viem's action of the same
 * name reads the block number through the client's cache (one polling interval old at
 * worst), so a count read right after a new block could miss it; this one always asks the
 * node, as getBlockNumber does.
 */
export async function getTransactionConfirmations(config: Config, parameters: GetTransactionConfirmationsParameters): Promise<GetTransactionConfirmationsReturnType> {
  const { chainId, hash, transactionReceipt } = parameters
  const chain = readChainOf(config, chainId)
  const client = config.getClient({ chainId: chain.id })
  const [latest, mined] = await Promise.all([
    getBlockNumber(client, { cacheTime: 0 }),
    transactionReceipt ? transactionReceipt.blockNumber : getTransaction(client, { hash: hash! }).then((tx) => tx.blockNumber),
  ])
  return mined === null ? 0n : latest - mined + 1n
}
