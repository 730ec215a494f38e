import type { GetStorageAtErrorType as ViemErrorType, GetStorageAtParameters as ViemParameters, GetStorageAtReturnType as ViemReturnType } from 'viem'
import { getStorageAt as viemGetStorageAt } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getStorageAt (wagmi's: viem's `address`, `slot` and `blockNumber` or `blockTag`, plus `chainId`). */
export type GetStorageAtParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ViemParameters & ChainIdParameter<config, chainId>

/** The 32-byte word stored in the slot. */
export type GetStorageAtReturnType = ViemReturnType

/** What getStorageAt rejects with. */
export type GetStorageAtErrorType = ChainNotConfiguredError | ViemErrorType

/** One storage slot of an address on a configured chain (eth_getStorageAt). */
export async function getStorageAt<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: GetStorageAtParameters<config, chainId>): Promise<GetStorageAtReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return viemGetStorageAt(config.getClient({ chainId: chain.id }), rest)
}
