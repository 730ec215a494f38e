import type { ContractFunctionParameters, MulticallErrorType as ViemErrorType, MulticallParameters as ViemParameters, MulticallReturnType as ViemReturnType } from 'viem'
import { multicall as viemMulticall } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'
import { readContracts } from './readContracts'

/**
 * Parameters of multicall (wagmi's): viem's multicall parameters (`contracts`,
 * `allowFailure`, `blockNumber`, `batchSize`, `multicallAddress`, ...) and `chainId`, one of
 * the config's (default: the chain reads use), for every call.
 */
export type MulticallParameters<
  contracts extends readonly unknown[] = readonly ContractFunctionParameters[],
  allowFailure extends boolean = true,
  config extends Config = Config,
> = ViemParameters<contracts, allowFailure> & ChainIdParameter<config>

/** One result per call, typed from each ABI (wagmi's: viem's MulticallReturnType). */
export type MulticallReturnType<contracts extends readonly unknown[] = readonly ContractFunctionParameters[], allowFailure extends boolean = true> = ViemReturnType<
  contracts,
  allowFailure
>

/** What multicall rejects with: viem's multicall errors, or ChainNotConfiguredError. */
export type MulticallErrorType = ChainNotConfiguredError | ViemErrorType

/**
 * Several contract reads on one chain in one Multicall3 call (wagmi's multicall). With only
 * `contracts` and `allowFailure`, they go through the config's batched reader, with the
 * page's other reads of the same tick (readContracts); any of viem's other options (a block,
 * a batch size, another Multicall3 address...) sends them through viem's multicall on the
 * chain's client, which honours it.
 */
export async function multicall<config extends Config, const contracts extends readonly ContractFunctionParameters[], allowFailure extends boolean = true>(
  config: config,
  parameters: MulticallParameters<contracts, allowFailure, config>,
): Promise<MulticallReturnType<contracts, allowFailure>> {
  const { chainId, contracts, allowFailure, ...rest } = parameters as MulticallParameters & { chainId?: number }
  const chain = readChainOf(config, chainId)
  if (Object.values(rest).every((value) => value === undefined)) {
    const reads = contracts.map((contract) => ({ ...contract, chainId: chain.id }))
    return (await readContracts(config, { contracts: reads, allowFailure })) as MulticallReturnType<contracts, allowFailure>
  }
  return (await viemMulticall(config.getClient({ chainId: chain.id }), { ...rest, contracts, allowFailure } as ViemParameters)) as MulticallReturnType<contracts, allowFailure>
}
