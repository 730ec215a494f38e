import type { GetBlobBaseFeeErrorType as ViemErrorType } from 'viem'
import { getBlobBaseFee as viemGetBlobBaseFee } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getBlobBaseFee (wagmi's). */
export type GetBlobBaseFeeParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId>

/** The base fee per blob gas, in wei. */
export type GetBlobBaseFeeReturnType = bigint

/** What getBlobBaseFee rejects with (also on a chain before Cancun, whose node has no eth_blobBaseFee). */
export type GetBlobBaseFeeErrorType = ChainNotConfiguredError | ViemErrorType

/** The current base fee per blob gas of a configured chain (eth_blobBaseFee, https://eips.ethereum.org/EIPS/eip-4844). */
export async function getBlobBaseFee<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, { chainId }: GetBlobBaseFeeParameters<config, chainId> = {}): Promise<GetBlobBaseFeeReturnType> {
  const chain = readChainOf(config, chainId)
  return viemGetBlobBaseFee(config.getClient({ chainId: chain.id }))
}
