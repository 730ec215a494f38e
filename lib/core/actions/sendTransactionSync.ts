import type { Config } from '../config'
import { syncTimeout } from '../write/syncTimeout'
import { sendTransaction, type SendTransactionErrorType, type SendTransactionParameters } from './sendTransaction'
import { waitForTransactionReceipt, type WaitForTransactionReceiptErrorType, type WaitForTransactionReceiptReturnType } from './waitForTransactionReceipt'

/** Parameters of sendTransactionSync: sendTransaction's, and how to wait for the receipt. */
export type SendTransactionSyncParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = SendTransactionParameters<
  config,
  chainId
> & {
  /** ms between receipt polls (default: the config's polling interval). */
  pollingInterval?: number
  /** Give up waiting for the receipt after this many ms (viem's default: three block times, at least 5 s). */
  timeout?: number
}

/** The transaction's receipt (status `success`: a reverted one rejects). */
export type SendTransactionSyncReturnType = WaitForTransactionReceiptReturnType

/** What sendTransactionSync rejects with: sendTransaction's errors, then the receipt wait's (TransactionRevertedError, RequestTimeoutError). */
export type SendTransactionSyncErrorType = SendTransactionErrorType | WaitForTransactionReceiptErrorType

/**
 * Sends a transaction and resolves with its receipt (wagmi 3's sendTransactionSync). A
 * wallet's `eth_sendTransaction` answers a hash, so, as wagmi does for a JSON-RPC
 * account, this is sendTransaction (checked with the node first, gated by sign-in,
 * `recent` honoured) then waitForTransactionReceipt. Differs from viem: a reverted
 * receipt rejects with TransactionRevertedError (as useWaitForTransactionReceipt does),
 * as if `throwOnReceiptRevert` were always set. Rejects with a SendTransactionSyncErrorType.
 */
export async function sendTransactionSync<config extends Config, chainId extends config['chains'][number]['id']>(
  config: config,
  parameters: SendTransactionSyncParameters<config, chainId>,
): Promise<SendTransactionSyncReturnType> {
  const { pollingInterval, timeout, ...send } = parameters
  // sendTransaction refuses a wallet on another chain than `chainId`: this is the chain it is sent on.
  const chainId = send.chainId ?? config.getState().chainId
  const hash = await sendTransaction(config, send)
  return waitForTransactionReceipt(config, { hash, chainId, pollingInterval, timeout: timeout ?? syncTimeout(config, chainId) })
}
