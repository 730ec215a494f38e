import type { GetCodeErrorType, GetCodeParameters, GetCodeReturnType } from 'viem'
import { getCode } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBytecode (wagmi's: viem's `address` and `blockNumber` or `blockTag`, plus `chainId`). */
export type GetBytecodeParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = GetCodeParameters & ChainIdParameter<config, chainId>

/** The code at the address; undefined when there is none (an account, or nothing deployed yet). */
export type GetBytecodeReturnType = GetCodeReturnType

/** What getBytecode rejects with. */
export type GetBytecodeErrorType = ChainNotConfiguredError | GetCodeErrorType

/** The bytecode at an address on a configured chain (eth_getCode). */
export async function getBytecode<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: GetBytecodeParameters<config, chainId>): Promise<GetBytecodeReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return getCode(config.getClient({ chainId: chain.id }), rest)
}
