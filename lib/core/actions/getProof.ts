import type { GetProofErrorType as ViemErrorType, GetProofParameters as ViemParameters, GetProofReturnType as ViemReturnType } from 'viem'
import { getProof as viemGetProof } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of getProof (wagmi's: viem's `address`, `storageKeys` and `blockNumber` or `blockTag`, plus `chainId`). */
export type GetProofParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ViemParameters & ChainIdParameter<config, chainId>

/** The account and storage proofs (EIP-1186). */
export type GetProofReturnType = ViemReturnType

/** What getProof rejects with (also when the node has no eth_getProof). */
export type GetProofErrorType = ChainNotConfiguredError | ViemErrorType

/** The Merkle proof of an account and some of its storage on a configured chain (eth_getProof, https://eips.ethereum.org/EIPS/eip-1186). */
export async function getProof<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: GetProofParameters<config, chainId>): Promise<GetProofReturnType> {
  const { chainId, ...rest } = parameters
  const chain = readChainOf(config, chainId)
  return viemGetProof(config.getClient({ chainId: chain.id }), rest)
}
