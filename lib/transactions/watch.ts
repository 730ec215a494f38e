import type { Client, Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'

/** Receipt polling retries: 6 times, 200 ms delay doubling each time. */
export const RECEIPT_RETRY_COUNT = 6
export const receiptRetryDelay = ({ count }: { count: number }): number => ~~(1 << count) * 200

/**
 * Waits for the receipt of `hash` with `confirmations` blocks and maps it to the stored
 * status: `failed` when the receipt says reverted (viem) or 0 (the numeric form some
 * providers and older libraries use), else `confirmed`. Rejects on timeout or RPC failure;
 * the caller then leaves the transaction pending.
 */
export async function waitForTransactionStatus(
  client: Client,
  hash: Hash,
  confirmations: number,
): Promise<'confirmed' | 'failed'> {
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    confirmations,
    retryCount: RECEIPT_RETRY_COUNT,
    retryDelay: receiptRetryDelay,
  })
  const status: unknown = receipt.status
  return status === 'reverted' || status === 0 || status === '0x0' ? 'failed' : 'confirmed'
}
