import { getGasPrice as viemGetGasPrice } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredErrorType, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getGasPrice (wagmi's). */
export type GetGasPriceParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId>

/** The current gas price, in wei. */
export type GetGasPriceReturnType = bigint

/** What getGasPrice rejects with (a node failure arrives wrapped in a WalletError). */
export type GetGasPriceErrorType = ChainNotConfiguredErrorType | WalletError

/** The current price of gas on a configured chain, in wei (eth_gasPrice). */
export async function getGasPrice<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { chainId }: GetGasPriceParameters<config, chainId> = {}): Promise<GetGasPriceReturnType> {
  const chain = readChainOf(config, chainId)
  return viemGetGasPrice(config.getClient({ chainId: chain.id }))
}
