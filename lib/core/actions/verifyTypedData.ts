import type { TypedData } from 'viem'
import { verifyTypedData as viemVerifyTypedData, type VerifyTypedDataParameters as ViemVerifyTypedDataParameters } from 'viem/actions'
import type { Config } from '../config'
import type { ChainNotConfiguredError, WalletError } from '../errors'
import { readChainOf } from '../read/chainOf'

/** Parameters of verifyTypedData (wagmi's): viem's (`address`, `domain`, `types`, `primaryType`, `message`, `signature`, ...) and the chain. */
export type VerifyTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData,
> = ViemVerifyTypedDataParameters<typedData, primaryType> & {
  /** The chain whose node checks a contract signer. Default: the wallet's chain while connected, else the config's first chain. */
  chainId?: number | undefined
}

/** True when `address` signed the typed data. */
export type VerifyTypedDataReturnType = boolean

/** What verifyTypedData rejects with (a node failure arrives as viem's error). */
export type VerifyTypedDataErrorType = ChainNotConfiguredError | WalletError

/**
 * Whether `address` signed the EIP-712 typed data, checked on the chain's node through
 * viem's verifyTypedData: EOA, ERC-1271 and ERC-6492 signatures, as verifyMessage. A
 * mismatch is `false`, not an error.
 */
export async function verifyTypedData<const typedData extends TypedData | Record<string, unknown>, primaryType extends keyof typedData | 'EIP712Domain'>(
  config: Config,
  parameters: VerifyTypedDataParameters<typedData, primaryType>,
): Promise<VerifyTypedDataReturnType> {
  const { chainId, ...rest } = parameters
  return viemVerifyTypedData(config.getClient({ chainId: readChainOf(config, chainId).id }), rest as ViemVerifyTypedDataParameters<typedData, primaryType>)
}
