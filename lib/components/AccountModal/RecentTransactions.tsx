import type { ReactNode } from 'react'
import type { Hash } from 'viem'
import { explorerTxUrl } from '../../core/format'
import { entryKey, type SafeTransaction, type SentTransactionStatus, type Transaction } from '../../core/transactions/types'
import { safeProgressMessage } from '../../core/safe/progress'
import { BUNDLE_FAILURE_KEYS } from '../../core/i18n/bundleFailure'
import { useClearRecentTransactions, useRecentTransactions } from '../../react/transactions/hooks'
import * as styles from './AccountModal.css'
import { CheckIcon, CopyIcon, CrossIcon, ExternalIcon } from './icons'
import { useCopyFeedback } from './useCopyFeedback'
import { account } from '../../core/i18n/en/account'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'
import type { Translate } from '../../react/i18n/react'

/** The account modal shows the 3 most recent transactions. */
export const RECENT_TRANSACTIONS_SHOWN = 3

const STATUS_KEY = {
  pending: 'statusPending',
  confirmed: 'statusConfirmed',
  failed: 'statusFailed',
  cancelled: 'statusCancelled',
  dropped: 'statusDropped',
} as const satisfies Record<SentTransactionStatus, keyof typeof account>

export function RecentTransactions({ explorerUrl }: { explorerUrl: string | undefined }) {
  const transactions = useRecentTransactions()
  const clear = useClearRecentTransactions()
  const shown = transactions.slice(0, RECENT_TRANSACTIONS_SHOWN)
  const t = useKitMessages('account', account)
  return (
    <section className={styles.section} aria-labelledby="porch-recent-transactions">
      <div className={styles.sectionHeader}>
        <h2 id="porch-recent-transactions" className={styles.sectionTitle}>
          {t('recentTransactions')}
        </h2>
        {transactions.length > 0 && (
          <button type="button" className={styles.textButton} onClick={clear}>
            {t('clearAll')}
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('noTransactions')}</p>
      ) : (
        <ul className={styles.txList}>
          {shown.map((tx) => (
            <TransactionRow key={entryKey(tx)} tx={tx} explorerUrl={explorerUrl} />
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * A transaction, or a call bundle (EIP-5792): one entry for all its steps, whose id is the
 * wallet's and not a transaction hash, so it links to its receipts' transactions once known.
 */
function TransactionRow({ tx, explorerUrl }: { tx: Transaction; explorerUrl: string | undefined }) {
  const hashes = tx.kind === 'calls' ? (tx.receipts ?? []) : tx.kind === 'safe' ? safeChainHashes(tx) : [sentChainHash(tx)]
  const t = useKitMessages('account', account)
  const links = explorerUrl === undefined ? [] : hashes.flatMap((hash) => explorerTxUrl(explorerUrl, hash) ?? [])
  const body = (
    <>
      <StatusIcon status={tx.status} />
      <span className={styles.txText}>
        <span className={styles.txDescription}>{tx.description}</span>{' '}
        <span className={styles.txStatus}>{statusText(tx, t)}</span>
        {tx.kind === 'calls' && tx.failure && <span className={styles.txStatus}>{t(BUNDLE_FAILURE_KEYS[tx.failure])}</span>}
      </span>
      {links.length === 1 && <ExternalIcon />}
    </>
  )
  return (
    <li data-status={tx.status} data-kind={tx.kind} data-testid="recent-transaction">
      {links.length === 1 ? (
        <ExplorerLink href={links[0]!}>{body}</ExplorerLink>
      ) : (
        <div className={styles.txRow}>{body}</div>
      )}
      {links.length > 1 &&
        links.map((href, i) => (
          <ExplorerLink key={href} href={href}>
            <span className={styles.txStatus}>{t('transactionN', { n: i + 1 })}</span>
            <ExternalIcon />
          </ExplorerLink>
        ))}
      {explorerUrl === undefined && hashes.map((hash) => <HashCopy key={hash} hash={hash} />)}
    </li>
  )
}

/**
 * A chain with no block explorer (a local devnet, say: a chain object without
 * `blockExplorers`) gets the transaction's hash with a copy button instead of a link to a
 * page that cannot exist.
 */
function HashCopy({ hash }: { hash: Hash }) {
  const t = useKitMessages('account', account)
  const d = useKitMessages('dialog', dialog)
  const { copied, copy } = useCopyFeedback()
  return (
    <span className={styles.txRow} data-testid="transaction-hash">
      <code className={styles.txStatus} title={hash}>{`${hash.slice(0, 10)}…${hash.slice(-6)}`}</code>
      <button type="button" className={styles.textButton} aria-label={copied ? d('copied') : t('copyHash')} onClick={() => void copy(hash)}>
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
    </span>
  )
}

/** A safeTxHash is not on chain: a Safe entry links to the explorer only once executed. */
function safeChainHashes(tx: SafeTransaction): Hash[] {
  return (tx.safe?.state === 'executed' || tx.safe?.state === 'failed') && tx.safe.txHash ? [tx.safe.txHash] : []
}

/**
 * A sped-up transaction lives on under the speed-up's hash; a cancelled or dropped one never
 * mined, so its entry shows the transaction that took its nonce (that one is on chain).
 */
function sentChainHash(tx: Transaction & { kind?: undefined }): Hash {
  return tx.replacedBy ?? tx.hash
}

/**
 * A Safe entry says where it stands: awaiting confirmations, execution, or cancelled. A
 * speed-up says so ('Sped up' while pending, then its outcome).
 */
function statusText(tx: Transaction, t: Translate<typeof account>): string {
  if (tx.kind === 'safe' && (tx.status === 'pending' || tx.safe?.state === 'cancelled')) {
    const { key, params } = safeProgressMessage(tx.safe)
    return t(key, params)
  }
  if (tx.kind === undefined && tx.replacedBy !== undefined && (tx.status === 'pending' || tx.status === 'confirmed' || tx.status === 'failed')) {
    return tx.status === 'pending' ? t('statusSpedUp') : t('statusSpedUpThen', { status: t(STATUS_KEY[tx.status]) })
  }
  return t(STATUS_KEY[tx.status])
}

function ExplorerLink({ href, children }: { href: string; children: ReactNode }) {
  const d = useKitMessages('dialog', dialog)
  return (
    <a className={styles.txRow} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.visuallyHidden}>{d('opensExplorer')}</span>
    </a>
  )
}

/** Cancelled and dropped: nothing happened, a cross like a failure (the text tells them apart). */
function StatusIcon({ status }: { status: SentTransactionStatus }) {
  if (status === 'pending') return <span className={styles.txSpinner} aria-hidden="true" />
  return (
    <span className={status === 'confirmed' ? styles.txConfirmed : styles.txFailed} aria-hidden="true">
      {status === 'confirmed' ? <CheckIcon /> : <CrossIcon />}
    </span>
  )
}
