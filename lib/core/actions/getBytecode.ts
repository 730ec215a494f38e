import type { GetCodeErrorType, GetCodeParameters, GetCodeReturnType } from 'viem'
import { getCode } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBytecode (wagmi's: viem's `address` and `blockNumber` or `blockTag`, plus `chainId`). */
export type GetBytecodeParameters = GetCodeParameters & {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The code at the address; undefined when there is none (an account, or nothing deployed yet). */
export type GetBytecodeReturnType = GetCodeReturnType

/** What getBytecode rejects with. */
export type GetBytecodeErrorType = ChainNotConfiguredError | GetCodeErrorType

/** The bytecode at an address on a configured chain (eth_getCode). */
export async function getBytecode(config: Config, parameters: GetBytecodeParameters): Promise<GetBytecodeReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return getCode(config.getClient({ chainId: chain.id }), rest)
}
