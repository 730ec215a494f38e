import type { TransactionReceipt } from 'viem'
import { sendTransaction, waitForTransactionReceipt } from '@porch/kit'
import { TransactionReplacedError } from '../errors'
import type { PlannedCall } from './calls'
import type { Signer } from './wallet'

/**
 * One planned call through the kit's public write path: sendTransaction (with `gas` when the
 * plan estimated it, so nothing is asked of the node before the prompt), added to Recent
 * Transactions with `description`, then waitForTransactionReceipt, which follows speed-ups,
 * cancellations and drops and refreshes every read of the chain when it settles. Only a
 * speed-up counts: a cancellation or another transaction in its place is an error, never a
 * success. Returns the receipt of what mined (a speed-up's, not the first hash's).
 */
export async function sendAndWait(signer: Signer, call: PlannedCall, gas: bigint | undefined, description: string): Promise<TransactionReceipt> {
  const { chainId } = signer
  const hash = await sendTransaction(signer.config, { to: call.to, data: call.data, gas, chainId, recent: { description } })
  const receipt = await waitForTransactionReceipt(signer.config, { hash, chainId })
  const reason = receipt.replacement?.reason
  if (reason === 'cancelled' || reason === 'replaced') throw new TransactionReplacedError(receipt.transactionHash, reason)
  return receipt
}
