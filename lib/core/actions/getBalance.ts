import { formatUnits, type Address } from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredErrorType } from '../errors'
import type { ReadError } from '../read/errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBalance. */
export type GetBalanceParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** Whose native balance. */
  address: Address
}

/** A native balance with its formatted value (wagmi's shape). */
export interface GetBalanceReturnType {
  /** In the smallest unit (wei). */
  value: bigint
  /** The native currency's decimals (18 for ETH). */
  decimals: number
  /** The native currency's symbol. */
  symbol: string
  /** `value` in whole units, as a decimal string (viem's formatUnits). */
  formatted: string
}

/** What getBalance rejects with. */
export type GetBalanceErrorType = ChainNotConfiguredErrorType | ReadError

/**
 * The native balance of `address`, read through the config's batched Reader (it joins the
 * Multicall3 call of the other reads made in the same tick). Rejects with a GetBalanceErrorType.
 */
export async function getBalance<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { address, chainId }: GetBalanceParameters<config, chainId>): Promise<GetBalanceReturnType> {
  const chain = readChainOf(config, chainId)
  const value = await config.getReader(chain.id).getBalance(address)
  const { decimals, symbol } = chain.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
