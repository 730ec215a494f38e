import { explorerTxUrl } from '../../format'
import type { CallBundle } from '../../transactions/types'
import * as styles from './AccountModal.css'
import { ExternalIcon } from './icons'
import { STATUS_TEXT, StatusIcon } from './StatusIcon'

/**
 * A call bundle (EIP-5792): one entry for all its steps. Its id is the wallet's, not a
 * transaction hash, so it links to its receipts' transactions once the wallet reports them.
 */
export default function BundleRow({ bundle, explorerUrl }: { bundle: CallBundle; explorerUrl: string | undefined }) {
  const receipts = explorerUrl ? (bundle.receipts ?? []) : []
  const body = (
    <>
      <StatusIcon status={bundle.status} />
      <span className={styles.txText}>
        <span className={styles.txDescription}>{bundle.description}</span>
        <span className={styles.txStatus}>{STATUS_TEXT[bundle.status]}</span>
        {bundle.reason && <span className={styles.txStatus}>{bundle.reason}</span>}
      </span>
    </>
  )
  return (
    <li data-status={bundle.status} data-kind="calls" data-testid="recent-transaction">
      {receipts.length === 1 && explorerUrl ? (
        <a className={styles.txRow} href={explorerTxUrl(explorerUrl, receipts[0]!)} target="_blank" rel="noopener noreferrer">
          {body}
          <ExternalIcon />
          <span className={styles.visuallyHidden}> (opens the block explorer)</span>
        </a>
      ) : (
        <div className={styles.txRow}>{body}</div>
      )}
      {receipts.length > 1 &&
        explorerUrl &&
        receipts.map((hash, i) => (
          <a key={hash} className={styles.txRow} href={explorerTxUrl(explorerUrl, hash)} target="_blank" rel="noopener noreferrer">
            <span className={styles.txStatus}>Transaction {i + 1}</span>
            <ExternalIcon />
            <span className={styles.visuallyHidden}> (opens the block explorer)</span>
          </a>
        ))}
    </li>
  )
}

