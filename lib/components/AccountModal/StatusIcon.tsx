import type { TransactionStatus } from '../../transactions/types'
import * as styles from './AccountModal.css'
import { CheckIcon, CrossIcon } from './icons'

export const STATUS_TEXT: Record<TransactionStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', failed: 'Failed' }

export function StatusIcon({ status }: { status: TransactionStatus }) {
  if (status === 'pending') return <span className={styles.txSpinner} aria-hidden="true" />
  return (
    <span className={status === 'confirmed' ? styles.txConfirmed : styles.txFailed} aria-hidden="true">
      {status === 'confirmed' ? <CheckIcon /> : <CrossIcon />}
    </span>
  )
}
