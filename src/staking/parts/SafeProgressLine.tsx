import { useEffect, useRef } from 'react'
import type { Hash } from 'viem'
import { explorerTxUrl } from '@porch/kit'
import { useRecentTransactions, useRefresh, useSafeProgressText } from '@porch/kit/react'
import { deployment } from '../../config'
import * as card from './card.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { safe } from '../../i18n/en/safe'

/**
 * A Safe proposal as it moves on: the owners' signatures, then execution, then the chain
 * transaction with its explorer link. It never waits on a receipt for the safeTxHash,
 * which has none; the balances refresh once the execution is confirmed.
 */
export function SafeProgressLine({ safeTxHash, doneMessage }: { safeTxHash: Hash; doneMessage: string }) {
  const refresh = useRefresh()
  const tx = useRecentTransactions().find((t) => t.hash === safeTxHash.toLowerCase())
  const entry = tx?.kind === 'safe' ? tx : undefined
  const refreshed = useRef(false)
  const t = useSiteMessages('safe', safe)
  const stateText = useSafeProgressText()
  const done = entry?.status === 'confirmed'
  useEffect(() => {
    if (done && !refreshed.current) {
      refreshed.current = true
      void refresh()
    }
  }, [done, refresh])

  const chainHash = entry?.safe?.state === 'executed' || entry?.safe?.state === 'failed' ? entry.safe.txHash : undefined
  const link = chainHash ? (
    <>
      {' '}
      <a href={explorerTxUrl(deployment.explorerUrl, chainHash)} target="_blank" rel="noopener noreferrer">
        {t('viewTransaction')}
      </a>
    </>
  ) : null

  if (entry?.status === 'failed') {
    const text = t(entry.safe?.state === 'cancelled' ? 'cancelled' : 'failed')
    return (
      <p role="alert" className={card.errorText} data-testid="safe-progress" data-state={entry.safe?.state ?? 'failed'}>
        {text}
        {link}
      </p>
    )
  }
  if (done) {
    return (
      <p role="status" className={card.successText} data-testid="safe-progress" data-state="confirmed">
        {doneMessage}
        {link}
      </p>
    )
  }
  return (
    <p role="status" className={card.muted} data-testid="safe-progress" data-state={entry?.safe?.state ?? 'proposed'}>
      {t(entry?.safe?.state === 'executed' ? 'proposedExecuted' : 'proposedState', { state: stateText(entry?.safe) })}
      {link}
    </p>
  )
}
