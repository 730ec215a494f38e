import { createWalletClient, custom, type Hex, type TypedData, type TypedDataDefinition } from 'viem'
import { signTypedData as viemSignTypedData } from 'viem/actions'
import type { Config } from '../config'
import type { ConnectorNotConnectedError, ResourceUnavailableRpcErrorType, UserRejectedRequestErrorType, WalletError } from '../errors'
import type { MethodNotSupportedError, SignInRequiredError } from '../callErrors'
import { writableAccount } from '../write/account'
import { normalizeWriteError } from '../write/errors'

/** Parameters of signTypedData: viem's typed-data definition (domain, types, primaryType, message), typed from `types`. */
export type SignTypedDataParameters<typedData extends TypedData | Record<string, unknown> = TypedData, primaryType extends keyof typedData | 'EIP712Domain' = keyof typedData> = TypedDataDefinition<
  typedData,
  primaryType
>

/** The signature. */
export type SignTypedDataReturnType = Hex

/** What signTypedData rejects with. */
export type SignTypedDataErrorType =
  | ConnectorNotConnectedError
  | SignInRequiredError
  | UserRejectedRequestErrorType
  | ResourceUnavailableRpcErrorType
  | MethodNotSupportedError
  | WalletError

/**
 * Signs EIP-712 typed data with the connected wallet (`eth_signTypedData_v4`). Gated by
 * sign-in like the writes: a typed signature can authorise a transfer (permits).
 * Rejects with a SignTypedDataErrorType.
 */
export async function signTypedData<const typedData extends TypedData | Record<string, unknown>, primaryType extends keyof typedData | 'EIP712Domain'>(
  config: Config,
  parameters: SignTypedDataParameters<typedData, primaryType>,
): Promise<SignTypedDataReturnType> {
  const { connector, address, chain } = writableAccount(config)
  const provider = await connector.getProvider()
  const wallet = createWalletClient({ account: address, chain, transport: custom(provider) })
  try {
    return await viemSignTypedData(wallet, { ...parameters, account: address } as Parameters<typeof viemSignTypedData>[1])
  } catch (e) {
    throw normalizeWriteError(e, 'eth_signTypedData_v4')
  }
}
