import type { GetFeeHistoryErrorType as ViemErrorType, GetFeeHistoryParameters as ViemParameters, GetFeeHistoryReturnType as ViemReturnType } from 'viem'
import { getFeeHistory as viemGetFeeHistory } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getFeeHistory (wagmi's: viem's `blockCount`, `rewardPercentiles` and `blockNumber` or `blockTag`, plus `chainId`). */
export type GetFeeHistoryParameters = ViemParameters & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** Base fees, gas used ratios and the rewards at the asked percentiles, per block (viem's FeeHistory). */
export type GetFeeHistoryReturnType = ViemReturnType

/** What getFeeHistory rejects with. */
export type GetFeeHistoryErrorType = ChainNotConfiguredError | ViemErrorType

/** The fee history of the last `blockCount` blocks of a configured chain (eth_feeHistory). */
export async function getFeeHistory(config: Config, parameters: GetFeeHistoryParameters): Promise<GetFeeHistoryReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return viemGetFeeHistory(config.getClient({ chainId: chain.id }), rest)
}
