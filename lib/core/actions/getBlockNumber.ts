import { getBlockNumber as viemGetBlockNumber } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlockNumber. */
export type GetBlockNumberParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** How long a block number read before may be answered again, in ms (viem's `cacheTime`). Default 0: always the node's newest. */
  cacheTime?: number | undefined
}

/** The newest block number (wagmi's `GetBlockNumberReturnType`). */
export type GetBlockNumberReturnType = bigint

/** What getBlockNumber rejects with (a node failure arrives as viem's error, wrapped). */
export type GetBlockNumberErrorType = ChainNotConfiguredErrorType | WalletError

/** The newest block number of a configured chain (never a cached one, unless `cacheTime` allows it). */
export async function getBlockNumber<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { chainId, cacheTime = 0 }: GetBlockNumberParameters<config, chainId> = {}): Promise<GetBlockNumberReturnType> {
  const chain = readChainOf(config, chainId)
  return viemGetBlockNumber(config.getClient({ chainId: chain.id }), { cacheTime })
}
