import { useEffect, useState } from 'react'
import { appChain, tokens } from '../../config'
import type { PlanPreview } from '../actions/plan'
import { confirmationsText, formatFee, formatShare, giveAndGet, poolShareAfter } from '../plan/summary'
import * as css from './StakeSummary.css'

/** Wait this long after the last keystroke before planning: one plan per amount, not per key. */
const PLAN_DEBOUNCE_MS = 350

export interface StakeSummaryProps {
  kind: 'stake' | 'unstake'
  /** A valid amount in base units. */
  amount: bigint
  /** The user's pMANGO and the pool's total, from the numbers on screen. */
  position: { staked: bigint; total: bigint }
  /** False while writes are off (nothing is planned then) or while an action runs. */
  canPlan: boolean
  plan(kind: 'stake' | 'unstake', amount: bigint): Promise<PlanPreview>
}

/**
 * What the action will do, before the wallet is asked: give and get, the pool share after
 * it, the confirmations this wallet will show and the estimated network fee. Loaded with
 * the first amount typed; plans after typing pauses, and only reads (never a prompt).
 */
export function StakeSummary({ kind, amount, position, canPlan, plan }: StakeSummaryProps) {
  const [planned, setPlanned] = useState<{ amount: bigint; preview: PlanPreview }>()
  useEffect(() => {
    if (!canPlan) return
    let live = true
    const timer = setTimeout(() => {
      void plan(kind, amount).then((preview) => {
        if (live) setPlanned({ amount, preview })
      })
    }, PLAN_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [kind, amount, canPlan, plan])

  const [give, get] = kind === 'stake' ? [tokens.mango, tokens.pMango] : [tokens.pMango, tokens.mango]
  const preview = planned?.amount === amount ? planned.preview : undefined
  const pending = canPlan && preview?.status !== 'skipped' ? 'Checking…' : '–'
  return (
    <dl className={css.summary} data-testid={`${kind}-summary`} data-route={preview?.status === 'ready' ? preview.route : undefined} aria-live="polite">
      <dt className={css.term}>You give, you get</dt>
      <dd className={css.value} data-testid={`${kind}-summary-exchange`}>
        {giveAndGet(amount, give, get)}
      </dd>
      <dt className={css.term}>Your pool share after</dt>
      <dd className={css.value} data-testid={`${kind}-summary-share`}>
        {formatShare(poolShareAfter(kind, amount, position.staked, position.total))}
      </dd>
      {preview?.status === 'error' ? (
        <dd className={css.problem} data-testid={`${kind}-summary-problem`}>
          {preview.message}
        </dd>
      ) : (
        <>
          <dt className={css.term}>Wallet confirmations</dt>
          <dd className={css.value} data-testid={`${kind}-summary-confirmations`}>
            {preview?.status === 'ready' ? confirmationsText(preview) : pending}
          </dd>
          <dt className={css.term}>Network fee</dt>
          <dd className={css.value} data-testid={`${kind}-summary-fee`}>
            {preview?.status === 'ready' ? formatFee(preview.fee, appChain.nativeCurrency) : pending}
          </dd>
        </>
      )}
    </dl>
  )
}
