import { verifyMessage as viemVerifyMessage, type VerifyMessageParameters as ViemVerifyMessageParameters } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredError, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of verifyMessage (wagmi's): viem's (`address`, `message`, `signature`, `blockNumber`/`blockTag`, `factory`, `factoryData`, ...) and the chain. */
export type VerifyMessageParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ViemVerifyMessageParameters & ChainIdParameter<config, chainId>

/** True when `address` signed `message`. */
export type VerifyMessageReturnType = boolean

/** What verifyMessage rejects with (a node failure arrives as viem's error). */
export type VerifyMessageErrorType = ChainNotConfiguredError | WalletError

/**
 * Whether `address` signed `message` (EIP-191), checked on the chain's node through viem's
 * verifyMessage: a key's signature (EOA), a smart account's (ERC-1271
 * `isValidSignature`) and an account not deployed yet (ERC-6492 wrapped signature). A
 * mismatch is `false`, not an error.
 */
export async function verifyMessage<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: VerifyMessageParameters<config, chainId>): Promise<VerifyMessageReturnType> {
  const { chainId, ...rest } = parameters
  return viemVerifyMessage(config.getClient({ chainId: readChainOf(config, chainId).id }), rest)
}
