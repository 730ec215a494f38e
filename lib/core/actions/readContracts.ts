import type { ContractFunctionParameters, MulticallParameters, MulticallReturnType } from 'viem'
import type { Config } from '../config'
import { readContract, type ReadContractErrorType } from './readContract'

/** Parameters of readContracts: the reads (each may name its chain) and whether one failure fails all. */
export type ReadContractsParameters<contracts extends readonly unknown[] = readonly ContractFunctionParameters[], allowFailure extends boolean = true> = Pick<
  MulticallParameters<contracts, allowFailure, { properties: { chainId?: number } }>,
  'contracts' | 'allowFailure'
>

/** One result per read, typed from each ABI: `{ result, status: 'success' } | { error, status: 'failure' }`, or bare results with `allowFailure: false`. */
export type ReadContractsReturnType<contracts extends readonly unknown[] = readonly ContractFunctionParameters[], allowFailure extends boolean = true> = MulticallReturnType<
  contracts,
  allowFailure
>

/** What readContracts rejects with (only with `allowFailure: false`). */
export type ReadContractsErrorType = ReadContractErrorType

/**
 * Several reads at once, each through the config's batched Reader, so the reads of one
 * chain go out as one Multicall3 call. With `allowFailure` (default true) each read
 * settles on its own; with false the first failure rejects.
 */
export async function readContracts<const contracts extends readonly unknown[], allowFailure extends boolean = true>(
  config: Config,
  parameters: ReadContractsParameters<contracts, allowFailure>,
): Promise<ReadContractsReturnType<contracts, allowFailure>> {
  const allowFailure = parameters.allowFailure ?? true
  const reads = (parameters.contracts as readonly Parameters<typeof readContract>[1][]).map((c) => readContract(config, c))
  if (!allowFailure) return (await Promise.all(reads)) as ReadContractsReturnType<contracts, allowFailure>
  const settled = await Promise.allSettled(reads)
  return settled.map((s) =>
    s.status === 'fulfilled' ? { result: s.value, status: 'success' as const } : { error: s.reason as Error, result: undefined, status: 'failure' as const },
  ) as ReadContractsReturnType<contracts, allowFailure>
}
