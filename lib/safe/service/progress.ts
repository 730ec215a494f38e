import type { TransactionDetails } from './types/transactions'
import type { TransactionStatus } from './types/vocabulary'

export interface MultisigProgress {
  status: TransactionStatus
  safeTxHash: string
  /** Owner signatures collected so far. */
  confirmations: number
  /** The Safe's threshold when the transaction was proposed. */
  confirmationsRequired: number
  /** The chain transaction hash, once executed. */
  txHash: string | undefined
}

/**
 * Where a multisig transaction stands, e.g. to show "Awaiting confirmations (1 of 2)".
 * Undefined for module transactions and answers without multisig execution details.
 */
export function multisigProgress(details: TransactionDetails): MultisigProgress | undefined {
  const info = details.detailedExecutionInfo
  if (!info || info.type !== 'MULTISIG') return undefined
  return {
    status: details.txStatus,
    safeTxHash: info.safeTxHash,
    confirmations: info.confirmations.length,
    confirmationsRequired: info.confirmationsRequired,
    txHash: details.txHash ?? undefined,
  }
}
