import { useEffect, useState } from 'react'
import type { PlanPreview } from '../actions/plan'
import { appChain, tokens } from '../../config'
import type { SummaryLanguage, SummaryRow, SummaryUnits } from '../plan/summary'
import { useLocale } from '@porch/kit/react'
import { useSiteMessages } from '../../i18n/catalogue'
import { summary } from '../../i18n/en/summary'
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
  /** The summary's wording and numbers, part of the write path loaded on demand. */
  rows: (
    kind: 'stake' | 'unstake',
    amount: bigint,
    position: { staked: bigint; total: bigint },
    preview: PlanPreview | undefined,
    planning: boolean,
    units: SummaryUnits,
    language: SummaryLanguage,
  ) => SummaryRow[]
}

/**
 * What the action will do, before the wallet is asked, as a small table: give and get (an
 * arrow between them for the eye), the pool share after
 * it, the confirmations this wallet will show and the estimated network fee. Shown once the
 * write path is loaded (with the first amount typed); plans after typing pauses, and only
 * reads (never a prompt).
 */
export function StakeSummary({ kind, amount, position, canPlan, plan, rows }: StakeSummaryProps) {
  const t = useSiteMessages('summary', summary)
  const locale = useLocale()
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

  const preview = planned?.amount === amount ? planned.preview : undefined
  const lines = rows(kind, amount, position, preview, canPlan, { mango: tokens.mango, pMango: tokens.pMango, native: appChain.nativeCurrency }, { t, locale })
  const problem = lines.find((row) => row.id === 'problem')
  return (
    <div className={css.summary} data-testid={`${kind}-summary`} data-route={preview?.status === 'ready' ? preview.route : undefined} aria-live="polite">
      <dl className={css.list}>
        {lines
          .filter((row) => row !== problem)
          .map((row) => (
            <div key={row.id} className={row.id === 'get' ? `${css.row} ${css.exchangeEnd}` : css.row}>
              <dt className={css.term}>{row.term}</dt>
              <dd className={row.number ? css.number : css.text}>
                {/* The terms say give and get in words; the arrow is for the eye only. */}
                {row.id === 'get' ? (
                  <span className={css.arrow} aria-hidden="true">
                    →
                  </span>
                ) : null}
                <bdi data-testid={`${kind}-summary-${row.id}`}>{row.value}</bdi>
              </dd>
            </div>
          ))}
      </dl>
      {problem ? (
        <p className={css.problem} data-testid={`${kind}-summary-problem`}>
          {problem.value}
        </p>
      ) : null}
    </div>
  )
}
