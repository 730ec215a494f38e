import type { Hash, TransactionReceipt } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { classifyReplacement, fingerprintOf, type ReplacementReason } from '@porch/kit'
import { TransactionReplacedError, TransactionRevertedError } from '../errors'
import type { ActionContext } from './types'
import type { Signer } from './wallet'

/** Receipt polling retries 6 times, 200 ms delay doubling. */
export const RECEIPT_RETRY = { retryCount: 6, retryDelay: ({ count }: { count: number }) => 200 * 2 ** count } as const

/**
 * Record a sent transaction (so the account modal lists it while pending) and wait for
 * its receipt on the read client. A reverted receipt is an error. When the wallet replaced
 * it (same nonce, new hash), only a speed-up counts: its receipt stands for the original;
 * a cancellation or an unrelated transaction in its place is an error, never a success.
 * The rule is the recent-transactions list's (lib/transactions/replacement.ts).
 */
export async function confirm(ctx: ActionContext, signer: Signer, hash: Hash, description: string): Promise<TransactionReceipt> {
  try {
    ctx.record?.(signer.account, signer.chainId, { hash, description })
  } catch {
    // The history is a convenience; failing to store it must not fail the transaction.
  }
  let replaced: ReplacementReason | undefined
  const receipt = await waitForTransactionReceipt(signer.client, {
    hash,
    ...RECEIPT_RETRY,
    onReplaced: ({ replacedTransaction, transaction }) => {
      replaced = classifyReplacement(fingerprintOf(replacedTransaction), fingerprintOf(transaction))
    },
  })
  if (replaced === 'cancelled' || replaced === 'replaced') throw new TransactionReplacedError(receipt.transactionHash, replaced)
  if (receipt.status !== 'success') throw new TransactionRevertedError(receipt.transactionHash)
  return receipt
}
