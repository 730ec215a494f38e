import {
  decodeFunctionResult,
  encodeFunctionData,
  type Abi,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type ContractFunctionParameters,
  type ContractFunctionReturnType,
  type Hex,
} from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredErrorType } from '../errors'
import type { ReadError } from '../read/errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of readContract: viem's contract parameters (typed from the ABI) and the chain. */
export type ReadContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'> = ContractFunctionName<abi, 'pure' | 'view'>,
  args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName> = ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
> = ContractFunctionParameters<abi, 'pure' | 'view', functionName, args> & ChainIdParameter<config, chainId>

/** The decoded result of a read, typed from the ABI. */
export type ReadContractReturnType<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<abi, 'pure' | 'view'> = ContractFunctionName<abi, 'pure' | 'view'>,
  args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName> = ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
> = ContractFunctionReturnType<abi, 'pure' | 'view', functionName, args>

/** What readContract rejects with (a revert arrives as a ContractReadError). */
export type ReadContractErrorType = ChainNotConfiguredErrorType | ReadError

/**
 * Calls a view or pure function through the config's batched Reader: every read of one
 * chain made in the same tick goes to the node as one Multicall3 call. Arguments and
 * result are typed from the ABI (viem's types). Rejects with a ReadContractErrorType.
 */
export async function readContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
  config extends Config = Config,
  chainId extends config['chains'][number]['id'] = config['chains'][number]['id'],
>(config: config, parameters: ReadContractParameters<abi, functionName, args, config, chainId>): Promise<ReadContractReturnType<abi, functionName, args>> {
  const { address, abi, functionName, chainId } = parameters
  const args = (parameters as { args?: readonly unknown[] }).args
  const chain = readChainOf(config, chainId)
  const data = encodeFunctionData({ abi: abi as Abi, functionName, args } as Parameters<typeof encodeFunctionData>[0])
  return config.getReader(chain.id).read({
    to: address,
    data,
    decode: (result: Hex) =>
      decodeFunctionResult({ abi: abi as Abi, functionName, args, data: result } as Parameters<typeof decodeFunctionResult>[0]) as ReadContractReturnType<
        abi,
        functionName,
        args
      >,
  })
}
