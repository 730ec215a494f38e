import type { GetTransactionConfirmationsErrorType as ViemErrorType, Hash, TransactionReceipt } from 'viem'
import { getTransactionConfirmations as viemGetTransactionConfirmations } from 'viem/actions'
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

/** What getTransactionConfirmations rejects with. */
export type GetTransactionConfirmationsErrorType = ChainNotConfiguredError | ViemErrorType

/** How many blocks confirm a transaction now on a configured chain. */
export async function getTransactionConfirmations(config: Config, parameters: GetTransactionConfirmationsParameters): Promise<GetTransactionConfirmationsReturnType> {
  const { chainId, hash, transactionReceipt } = parameters
  const chain = readChainOf(config, chainId)
  const client = config.getClient(chain.id)
  return viemGetTransactionConfirmations(client, transactionReceipt ? { transactionReceipt } : { hash: hash! })
}
