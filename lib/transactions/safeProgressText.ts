import type { SafeTxProgress } from '../core/types'

/** Words for the state, as lists and screens show it. */
export function safeProgressText(progress: SafeTxProgress | undefined): string {
  switch (progress?.state) {
    case undefined:
      return 'Awaiting confirmations'
    case 'awaiting_confirmations':
      return `Awaiting confirmations (${progress.confirmations} of ${progress.required})`
    case 'awaiting_execution':
      return 'Awaiting execution'
    case 'executed':
      return 'Executed, confirming'
    case 'failed':
      return 'Failed'
    case 'cancelled':
      return 'Cancelled'
  }
}
