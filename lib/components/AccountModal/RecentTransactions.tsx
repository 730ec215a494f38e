import { explorerTxUrl } from '../../format'
import { lazy, Suspense } from 'react'
import { safeProgressText } from '../../transactions/safeProgressText'
import { entryKey, type CallBundle, type Transaction } from '../../transactions/types'
import { useClearRecentTransactions, useRecentTransactions } from '../../transactions/hooks'
import * as styles from './AccountModal.css'
import { ExternalIcon } from './icons'
import { STATUS_TEXT, StatusIcon } from './StatusIcon'

/** Call bundles (EIP-5792) are rare; their row loads when one is shown. */
const BundleRow = lazy(() => import('./BundleRow'))

/** Spec section 9: the account modal shows the 3 most recent transactions. */
export const RECENT_TRANSACTIONS_SHOWN = 3


export function RecentTransactions({ explorerUrl }: { explorerUrl: string | undefined }) {
  const transactions = useRecentTransactions()
  const clear = useClearRecentTransactions()
  const shown = transactions.slice(0, RECENT_TRANSACTIONS_SHOWN)
  return (
    <section className={styles.section} aria-labelledby="mango-recent-transactions">
      <div className={styles.sectionHeader}>
        <h2 id="mango-recent-transactions" className={styles.sectionTitle}>
          Recent Transactions
        </h2>
        {transactions.length > 0 && (
          <button type="button" className={styles.textButton} onClick={clear}>
            Clear All
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className={styles.muted}>Your transactions will appear here…</p>
      ) : (
        <ul className={styles.txList}>
          {shown.map((tx) =>
            tx.kind === 'calls' ? (
              <Suspense key={entryKey(tx)}>
                <BundleRow bundle={tx} explorerUrl={explorerUrl} />
              </Suspense>
            ) : (
              <TransactionRow key={tx.hash} tx={tx} href={explorerUrl ? explorerHref(explorerUrl, tx) : undefined} />
            ),
          )}
        </ul>
      )}
    </section>
  )
}

/** A safeTxHash is not on chain: a Safe entry links to the explorer only once executed. */
function explorerHref(explorerUrl: string, tx: Exclude<Transaction, CallBundle>): string | undefined {
  if (tx.kind !== 'safe') return explorerTxUrl(explorerUrl, tx.hash)
  return tx.safe?.state === 'executed' || (tx.safe?.state === 'failed' && tx.safe.txHash) ? explorerTxUrl(explorerUrl, tx.safe.txHash!) : undefined
}

/** A Safe entry says where it stands: awaiting confirmations, execution, or cancelled. */
function statusText(tx: Exclude<Transaction, CallBundle>): string {
  if (tx.kind === 'safe' && (tx.status === 'pending' || tx.safe?.state === 'cancelled')) return safeProgressText(tx.safe)
  return STATUS_TEXT[tx.status]
}

function TransactionRow({ tx, href }: { tx: Exclude<Transaction, CallBundle>; href: string | undefined }) {
  const body = (
    <>
      <StatusIcon status={tx.status} />
      <span className={styles.txText}>
        <span className={styles.txDescription}>{tx.description}</span>
        <span className={styles.txStatus}>{statusText(tx)}</span>
      </span>
      {href && <ExternalIcon />}
    </>
  )
  return (
    <li data-status={tx.status} data-testid="recent-transaction">
      {href ? (
        <a className={styles.txRow} href={href} target="_blank" rel="noopener noreferrer">
          {body}
          <span className={styles.visuallyHidden}> (opens the block explorer)</span>
        </a>
      ) : (
        <div className={styles.txRow}>{body}</div>
      )}
    </li>
  )
}
