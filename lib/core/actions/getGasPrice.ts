import { getGasPrice as viemGetGasPrice } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getGasPrice (wagmi's). */
export interface GetGasPriceParameters {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
}

/** The current gas price, in wei. */
export type GetGasPriceReturnType = bigint

/** What getGasPrice rejects with (a node failure arrives wrapped in a WalletError). */
export type GetGasPriceErrorType = ChainNotConfiguredErrorType | WalletError

/** The current price of gas on a configured chain, in wei (eth_gasPrice). */
export async function getGasPrice(config: Config, { chainId }: GetGasPriceParameters = {}): Promise<GetGasPriceReturnType> {
  const chain = readChainOf(config, chainId)
  return viemGetGasPrice(config.getClient({ chainId: chain.id }))
}
