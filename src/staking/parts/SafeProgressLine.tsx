import { useEffect, useRef, useState } from 'react'
import type { Hash } from 'viem'
import { explorerTxUrl } from '@porch/kit'
import { useConfig, useLocale, useRecentTransactions, useRefresh, useSafeProgressText } from '@porch/kit/react'
import { deployment, tokens } from '../../config'
import type { ActionKind } from '../actions/types'
import { loadActions } from '../useStakingActions'
import * as card from './card.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { safe } from '../../i18n/en/safe'

/**
 * A Safe proposal as it moves on: the owners' signatures, then execution, then the chain
 * transaction with its explorer link. It never waits on a receipt for the safeTxHash,
 * which has none; the balances refresh once the execution is confirmed, the execution's
 * receipt goes to the history, and a harvest's done message names what it paid.
 */
export function SafeProgressLine({ kind, safeTxHash, doneMessage }: { kind: ActionKind; safeTxHash: Hash; doneMessage: string }) {
  const refresh = useRefresh()
  const config = useConfig()
  const locale = useLocale()
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
  // The done message waits for the receipt (one request): the amount a harvest paid is only known from it.
  const [settled, setSettled] = useState<string>()
  useEffect(() => {
    if (!done || !chainHash) return
    let live = true
    const settle = loadActions().then((a) => a.settleSafeProposal({ config, addresses: deployment, tokens, locale }, kind, safeTxHash, chainHash))
    settle.then(
      (message) => live && setSettled(message ?? doneMessage),
      () => live && setSettled(doneMessage),
    )
    return () => {
      live = false
    }
  }, [done, chainHash, config, locale, kind, safeTxHash, doneMessage])
  const doneText = done ? (chainHash ? settled : doneMessage) : undefined
  // No explorer (a local devnet): no link to a page that cannot exist.
  const href = chainHash && deployment.explorerUrl ? explorerTxUrl(deployment.explorerUrl, chainHash) : undefined
  const link = href ? (
    <>
      {' '}
      <a href={href} target="_blank" rel="noopener noreferrer">
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
  if (doneText !== undefined) {
    return (
      <p role="status" className={card.successText} data-testid="safe-progress" data-state="confirmed">
        {doneText}
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
