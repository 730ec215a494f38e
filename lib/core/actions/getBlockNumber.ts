import { getBlockNumber as viemGetBlockNumber } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlockNumber. */
export interface GetBlockNumberParameters {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
}

/** The newest block number (wagmi's `GetBlockNumberReturnType`). */
export type GetBlockNumberReturnType = bigint

/** What getBlockNumber rejects with (a node failure arrives as viem's error, wrapped). */
export type GetBlockNumberErrorType = ChainNotConfiguredErrorType | WalletError

/** The newest block number of a configured chain (never a cached one). */
export async function getBlockNumber(config: Config, { chainId }: GetBlockNumberParameters = {}): Promise<GetBlockNumberReturnType> {
  const chain = readChainOf(config, chainId)
  return viemGetBlockNumber(config.getClient({ chainId: chain.id }), { cacheTime: 0 })
}
