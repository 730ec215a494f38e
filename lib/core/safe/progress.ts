import { isHash } from '../hash'
import type { SafeTxProgress } from '../types'
import type { SafeTransactionDetails } from './messaging/types'

/** Maps Safe's transaction details (host or wallet-service, same shape) to its progress. */
export function toSafeTxProgress(details: SafeTransactionDetails): SafeTxProgress {
  const txHash = isHash(details.txHash) ? details.txHash : undefined
  switch (details.txStatus) {
    case 'AWAITING_CONFIRMATIONS': {
      const info = details.detailedExecutionInfo
      const confirmations = Array.isArray(info?.confirmations) ? info.confirmations.length : 0
      const required = typeof info?.confirmationsRequired === 'number' ? info.confirmationsRequired : Math.max(confirmations + 1, 1)
      return { state: 'awaiting_confirmations', confirmations, required }
    }
    case 'AWAITING_EXECUTION':
      return { state: 'awaiting_execution' }
    case 'SUCCESS':
      // Executed but not yet indexed with its hash: still nothing to wait a receipt for.
      return txHash ? { state: 'executed', txHash } : { state: 'awaiting_execution' }
    case 'FAILED':
      return txHash ? { state: 'failed', txHash } : { state: 'failed' }
    case 'CANCELLED':
      return { state: 'cancelled' }
    default:
      throw new Error(`Unknown Safe transaction status: ${String((details as { txStatus?: unknown }).txStatus)}`)
  }
}
