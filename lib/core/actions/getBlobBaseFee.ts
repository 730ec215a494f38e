import type { GetBlobBaseFeeErrorType as ViemErrorType } from 'viem'
import { getBlobBaseFee as viemGetBlobBaseFee } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlobBaseFee (wagmi's). */
export interface GetBlobBaseFeeParameters {
  /** Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** The base fee per blob gas, in wei. */
export type GetBlobBaseFeeReturnType = bigint

/** What getBlobBaseFee rejects with (also on a chain before Cancun, whose node has no eth_blobBaseFee). */
export type GetBlobBaseFeeErrorType = ChainNotConfiguredError | ViemErrorType

/** The current base fee per blob gas of a configured chain (eth_blobBaseFee, https://eips.ethereum.org/EIPS/eip-4844). */
export async function getBlobBaseFee(config: Config, { chainId }: GetBlobBaseFeeParameters = {}): Promise<GetBlobBaseFeeReturnType> {
  const chain = readChainOf(config, chainId)
  return viemGetBlobBaseFee(config.getClient({ chainId: chain.id }))
}
