import type { GetFeeHistoryErrorType as ViemErrorType, GetFeeHistoryParameters as ViemParameters, GetFeeHistoryReturnType as ViemReturnType } from 'viem'
import { getFeeHistory as viemGetFeeHistory } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getFeeHistory (wagmi's: viem's `blockCount`, `rewardPercentiles` and `blockNumber` or `blockTag`, plus `chainId`). */
export type GetFeeHistoryParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ViemParameters & ChainIdParameter<config, chainId>

/** Base fees, gas used ratios and the rewards at the asked percentiles, per block (viem's FeeHistory). */
export type GetFeeHistoryReturnType = ViemReturnType

/** What getFeeHistory rejects with. */
export type GetFeeHistoryErrorType = ChainNotConfiguredError | ViemErrorType

/** The fee history of the last `blockCount` blocks of a configured chain (eth_feeHistory). */
export async function getFeeHistory<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: GetFeeHistoryParameters<config, chainId>): Promise<GetFeeHistoryReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return viemGetFeeHistory(config.getClient({ chainId: chain.id }), rest)
}
