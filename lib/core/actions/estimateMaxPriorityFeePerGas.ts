import type { EstimateMaxPriorityFeePerGasErrorType as ViemErrorType } from 'viem'
import { estimateMaxPriorityFeePerGas as viemEstimateMaxPriorityFeePerGas } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of estimateMaxPriorityFeePerGas (wagmi's). */
export type EstimateMaxPriorityFeePerGasParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId>

/** The tip per gas, in wei. */
export type EstimateMaxPriorityFeePerGasReturnType = bigint

/** What estimateMaxPriorityFeePerGas rejects with (viem's Eip1559FeesNotSupportedError on a chain without EIP-1559). */
export type EstimateMaxPriorityFeePerGasErrorType = ChainNotConfiguredError | ViemErrorType

/**
 * A tip per gas likely to include a transaction in the next block (viem's: the chain's own
 * fee estimate when it has one, else eth_maxPriorityFeePerGas, else gas price minus base fee).
 */
export async function estimateMaxPriorityFeePerGas<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { chainId }: EstimateMaxPriorityFeePerGasParameters<config, chainId> = {}): Promise<EstimateMaxPriorityFeePerGasReturnType> {
  const chain = readChainOf(config, chainId)
  return viemEstimateMaxPriorityFeePerGas(config.getClient({ chainId: chain.id }), { chain })
}
