import type { GetTransactionReceiptErrorType as ViemErrorType, Hash, TransactionReceipt } from 'viem'
import { getTransactionReceipt as viemGetTransactionReceipt } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getTransactionReceipt (wagmi's). */
export interface GetTransactionReceiptParameters {
  /** The transaction's hash. */
  hash: Hash
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The receipt and the chain it was read on. */
export type GetTransactionReceiptReturnType = TransactionReceipt & { chainId: number }

/** What getTransactionReceipt rejects with (viem's TransactionReceiptNotFoundError while the transaction is not mined). */
export type GetTransactionReceiptErrorType = ChainNotConfiguredError | ViemErrorType

/**
 * The receipt of a mined transaction, read once (eth_getTransactionReceipt): it does not
 * wait. To wait for one, use waitForTransactionReceipt.
 */
export async function getTransactionReceipt(config: Config, { hash, chainId }: GetTransactionReceiptParameters): Promise<GetTransactionReceiptReturnType> {
  const chain = readChainOf(config, chainId)
  const receipt = await viemGetTransactionReceipt(config.getClient({ chainId: chain.id }), { hash })
  return { ...receipt, chainId: chain.id }
}
