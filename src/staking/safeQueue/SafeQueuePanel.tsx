import { useEffect, useId, useRef } from 'react'
import { needsSignature, safeTransactionUrl, shortenAddress, type SafeQueuedTransaction } from '@porch/kit'
import { useAccount, useLocale, useRecentTransactions, useSafeQueue } from '@porch/kit/react'
import type { Address } from 'viem'
import { appChain, deployment, tokens } from '../../config'
import { useSiteMessages } from '../../i18n/catalogue'
import { safeQueue } from '../../i18n/en/safeQueue'
import { formatTokenAmount } from '../amount'
import * as card from '../parts/card.css'
import { decodeStakingProposal, type StakingProposal } from './decode'
import * as css from './SafeQueuePanel.css'
import { useSignAs } from './useSignAs'

/** Where 'View in Safe{Wallet}' links: the build's Safe{Wallet} (default app.safe.global). */
const SAFE_WALLET = import.meta.env.VITE_SAFE_WALLET_URL || undefined

interface Row {
  tx: SafeQueuedTransaction
  proposal: StakingProposal
}

/**
 * The Safe's queued staking transactions (inside Safe{Wallet} only; loaded on demand): what
 * each does, its confirmations, whether it waits for the owner at this screen, and a link to
 * its page in Safe{Wallet}. Read with the other numbers (the kit's refresh schedule, and at
 * once after a followed transaction is final).
 */
export default function SafeQueuePanel() {
  const t = useSiteMessages('safeQueue', safeQueue)
  const locale = useLocale()
  const { address } = useAccount()
  const titleId = useId()
  const signAs = useSignAs()
  const queue = useSafeQueue({ serviceUrl: import.meta.env.VITE_SAFE_SERVICE_URL || undefined })
  useFollowOwnProposals(queue.refetch)
  const data = queue.data
  const rows: Row[] = []
  if (data?.served) {
    for (const tx of data.transactions) {
      const proposal = decodeStakingProposal(tx.calls, deployment)
      if (proposal) rows.push({ tx, proposal })
    }
  }
  const describe = (p: StakingProposal) =>
    p.action === 'harvest' ? t('harvest') : t(p.action, { amount: formatTokenAmount(p.amount, tokens.mango, locale) })

  let body: React.ReactNode
  if (data && !data.served) body = <p className={card.muted}>{t('notServed', { chain: appChain.name })}</p>
  else if (!data && queue.isError) body = <p role="alert" className={card.errorText}>{t('loadFailed')}</p>
  else if (!data) body = <p className={card.muted}>…</p>
  else if (rows.length === 0) body = <p className={card.muted}>{t('empty')}</p>
  else
    body = (
      <ul className={css.list}>
        {rows.map(({ tx, proposal }) => {
          const href = address && data.served ? safeTransactionUrl({ shortName: data.shortName, safeAddress: address, id: tx.id, appUrl: SAFE_WALLET }) : undefined
          return (
            <li key={tx.id} className={css.row} data-testid="safe-queue-item" data-safe-tx-hash={tx.safeTxHash}>
              <span className={css.action}>{describe(proposal)}</span>
              <span className={card.muted}>{t('confirmations', { confirmations: tx.confirmations.length, required: tx.confirmationsRequired })}</span>
              {needsSignature(tx, signAs.owner) ? <span className={css.badge}>{t('needsSignature')}</span> : null}
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t('viewInSafe')}
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    )

  return (
    <section className={card.card} aria-labelledby={titleId} data-testid="safe-queue">
      <h2 id={titleId} className={card.title}>
        {t('title')}
      </h2>
      {data?.served && signAs.owners.length > 0 ? <SignAsField owners={signAs.owners} owner={signAs.owner} onChange={signAs.choose} /> : null}
      {body}
      {data?.served && queue.isError ? <p role="alert" className={card.errorText}>{t('loadFailed')}</p> : null}
    </section>
  )
}

function SignAsField({ owners, owner, onChange }: { owners: readonly Address[]; owner: Address | undefined; onChange(owner: Address | undefined): void }) {
  const t = useSiteMessages('safeQueue', safeQueue)
  const id = useId()
  return (
    <div className={css.signAs}>
      <label htmlFor={id}>{t('signAs')}</label>
      <select id={id} className={css.select} value={owner ?? ''} onChange={(e) => onChange(owners.find((o) => o === e.target.value))}>
        <option value="">{t('signAsNone')}</option>
        {owners.map((o) => (
          <option key={o} value={o}>
            {shortenAddress(o)}
          </option>
        ))}
      </select>
      <span className={card.muted}>{t('signAsHint')}</span>
    </div>
  )
}

/**
 * Reads the queue again whenever a Safe transaction this browser proposed moves on (proposed,
 * another confirmation, executed): what the owner just did shows at once, not at the next tick.
 */
function useFollowOwnProposals(refetch: () => Promise<unknown>) {
  const recent = useRecentTransactions()
  const moves = recent
    .filter((t) => t.kind === 'safe')
    .map((t) => `${t.hash}:${t.status}:${t.safe?.state ?? ''}:${t.safe?.state === 'awaiting_confirmations' ? t.safe.confirmations : ''}`)
    .join(',')
  const seen = useRef(moves)
  useEffect(() => {
    if (seen.current === moves) return
    seen.current = moves
    void refetch()
  }, [moves, refetch])
}
