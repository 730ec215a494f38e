import { formatUnits, type EstimateFeesPerGasErrorType as ViemErrorType, type FeeValuesEIP1559, type FeeValuesLegacy, type FeeValuesType } from 'viem'
import { estimateFeesPerGas as viemEstimateFeesPerGas } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** A unit to format in: a name, or a number of decimals. */
export type Unit = 'ether' | 'gwei' | 'wei' | number

/** Parameters of estimateFeesPerGas (wagmi's). */
export type EstimateFeesPerGasParameters<TFeeType extends FeeValuesType = 'eip1559', config extends Config = Config> = ChainIdParameter<config> & {
  /** `eip1559` (default): `maxFeePerGas` and `maxPriorityFeePerGas`; `legacy`: `gasPrice`. */
  type?: TFeeType | undefined
  /**
   * The unit of `formatted` (default `gwei`).
   * @deprecated wagmi 2's; wagmi 3 dropped it: format with viem's `formatUnits` instead.
   */
  formatUnits?: Unit | undefined
}

/** The fees in wei, and (wagmi 2's) the same as decimal strings in `formatted`. */
export type EstimateFeesPerGasReturnType<TFeeType extends FeeValuesType = 'eip1559'> = (TFeeType extends 'legacy' ? FeeValuesLegacy : FeeValuesEIP1559) & {
  /**
   * The fees in the `formatUnits` unit (default gwei).
   * @deprecated wagmi 2's; wagmi 3 dropped it: format with viem's `formatUnits` instead.
   */
  formatted: TFeeType extends 'legacy' ? FeeValuesLegacy<string> : FeeValuesEIP1559<string>
}

/** What estimateFeesPerGas rejects with (viem's Eip1559FeesNotSupportedError for `eip1559` on a chain without it). */
export type EstimateFeesPerGasErrorType = ChainNotConfiguredError | ViemErrorType

const decimalsOf = (unit: Unit): number => (typeof unit === 'number' ? unit : unit === 'wei' ? 0 : unit === 'gwei' ? 9 : 18)

/**
 * Fees per gas likely to include a transaction in the next block (viem's estimate: the
 * latest base fee with a margin, plus the priority fee), in wei.
 */
// The fee type comes first (wagmi: the config), so `estimateFeesPerGas<'legacy'>(...)` as written for the kit still compiles.
export async function estimateFeesPerGas<TFeeType extends FeeValuesType = 'eip1559', config extends Config = Config>(
  config: config,
  parameters: EstimateFeesPerGasParameters<TFeeType, config> = {},
): Promise<EstimateFeesPerGasReturnType<TFeeType>> {
  const { chainId, type, formatUnits: unit = 'gwei' } = parameters
  const chain = readChainOf(config, chainId)
  const { gasPrice, maxFeePerGas, maxPriorityFeePerGas } = await viemEstimateFeesPerGas(config.getClient({ chainId: chain.id }), { chain, type: type ?? 'eip1559' })
  const format = (value: bigint | undefined) => (value === undefined ? undefined : formatUnits(value, decimalsOf(unit)))
  const formatted = { gasPrice: format(gasPrice), maxFeePerGas: format(maxFeePerGas), maxPriorityFeePerGas: format(maxPriorityFeePerGas) }
  return { gasPrice, maxFeePerGas, maxPriorityFeePerGas, formatted } as EstimateFeesPerGasReturnType<TFeeType>
}
