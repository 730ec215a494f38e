import { formatUnits, type Address } from 'viem'
import type { Config } from '../config'
import type { ChainNotConfiguredErrorType } from '../errors'
import type { ReadError } from '../read/errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBalance. */
export interface GetBalanceParameters {
  /** Whose native balance. */
  address: Address
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number
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
export async function getBalance(config: Config, { address, chainId }: GetBalanceParameters): Promise<GetBalanceReturnType> {
  const chain = readChainOf(config, chainId)
  const value = await config.getReader(chain.id).getBalance(address)
  const { decimals, symbol } = chain.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
