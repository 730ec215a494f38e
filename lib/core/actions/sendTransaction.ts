import type { Address, Hash, Hex } from 'viem'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import type { ChainNotConfiguredErrorType, ConnectorNotConnectedError, ResourceUnavailableRpcErrorType, UserRejectedRequestErrorType, WalletError } from '../errors'
import type { ConnectorChainMismatchError, MethodNotSupportedError, SignInRequiredError } from '../callErrors'
import { writableAccount } from '../write/account'
import type { ContractRevertedError, InsufficientFundsErrorType } from '../write/errors'
import { addRecent, type RecentOption } from '../write/recent'
import { sendChecked } from '../write/send'

/**
 * Parameters of sendTransaction (wagmi's, plus `recent`): `chainId`, one of the config's, is
 * the chain it is for; the wallet must be on it (ConnectorChainMismatchError otherwise).
 * Default: the wallet's chain.
 */
export type SendTransactionParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<
  config,
  chainId
> & {
  /** Recipient (or contract). */
  to: Address
  /** Wei to send. */
  value?: bigint
  /** Calldata. */
  data?: Hex
  /** Gas limit; default: estimated first (which is how a failing transaction is refused before the wallet asks). */
  gas?: bigint
  /** Nonce; default: the wallet's. */
  nonce?: number
  /** EIP-1559 fee cap; default: the wallet's. */
  maxFeePerGas?: bigint
  /** EIP-1559 tip; default: the wallet's. */
  maxPriorityFeePerGas?: bigint
  /** Legacy gas price. */
  gasPrice?: bigint
  /** Add it to Recent Transactions with this description (see RecentOption). */
  recent?: RecentOption
}

/** The transaction hash the wallet returned. */
export type SendTransactionReturnType = Hash

/** What sendTransaction rejects with. */
export type SendTransactionErrorType =
  | ConnectorNotConnectedError
  | SignInRequiredError
  | ChainNotConfiguredErrorType
  | ConnectorChainMismatchError
  | InsufficientFundsErrorType
  | ContractRevertedError
  | UserRejectedRequestErrorType
  | ResourceUnavailableRpcErrorType
  | MethodNotSupportedError
  | WalletError

/**
 * Sends a transaction with the connected wallet. It is checked with the node first (gas
 * estimate): one that would revert or cannot be paid is refused with a typed error and the
 * wallet is never asked. With `recent: { description }` it appears in Recent Transactions
 * and is followed to its end. Rejects with a SendTransactionErrorType.
 */
export async function sendTransaction<config extends Config, chainId extends config['chains'][number]['id']>(
  config: config,
  parameters: SendTransactionParameters<config, chainId>,
): Promise<SendTransactionReturnType> {
  const { chainId, recent, ...request } = parameters
  const account = writableAccount(config, chainId)
  const hash = await sendChecked(config, account, request)
  addRecent(config, recent, account.address, account.chain.id, hash)
  return hash
}
