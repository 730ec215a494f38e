import type { Address, BlockTag, GetTransactionCountErrorType as ViemErrorType } from 'viem'
import { getTransactionCount as viemGetTransactionCount } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getTransactionCount (wagmi's). */
export type GetTransactionCountParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** Whose transactions. */
  address: Address
  /** Count at this block instead of the latest. */
  blockNumber?: bigint | undefined
  /** Count at this tag (`pending` includes the transactions waiting in the node's pool); default `latest`. */
  blockTag?: BlockTag | undefined
}

/** How many transactions the address has sent: the nonce its next one takes. */
export type GetTransactionCountReturnType = number

/** What getTransactionCount rejects with. */
export type GetTransactionCountErrorType = ChainNotConfiguredError | ViemErrorType

/** The transaction count (nonce) of an address on a configured chain (eth_getTransactionCount). */
export async function getTransactionCount<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { address, blockNumber, blockTag, chainId }: GetTransactionCountParameters<config, chainId>): Promise<GetTransactionCountReturnType> {
  const chain = readChainOf(config, chainId)
  return viemGetTransactionCount(config.getClient({ chainId: chain.id }), blockNumber !== undefined ? { address, blockNumber } : { address, blockTag })
}
