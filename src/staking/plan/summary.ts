import type { Token } from '../../config'
import type { PlanPreview, PlanRoute } from '../actions/plan'
import { formatDisplay, formatTokenAmount } from '../amount'
import { siteText, type SiteText } from '../../i18n/siteCatalogue'
import { summary } from '../../i18n/en/summary'

/** The summary's words and the locale its numbers are written in. */
export interface SummaryLanguage {
  t: SiteText<typeof summary>
  locale: string
}

const english = (): SummaryLanguage => ({ t: siteText('en', 'summary', summary), locale: 'en' })

/**
 * The numbers of the summary under an amount field, from the plan and the numbers on
 * screen only (no request of its own). pMANGO is 1:1 with MANGO in both directions.
 */

/** What the user gives and gets, exactly: ['100 MANGO', '100 pMANGO'] (stake) or ['40 pMANGO', '40 MANGO'] (unstake). */
export function giveAndGet(amount: bigint, give: Token, get: Token, { locale }: SummaryLanguage = english()): [give: string, get: string] {
  return [formatTokenAmount(amount, give, locale), formatTokenAmount(amount, get, locale)]
}

/** The user's part of the pool after the action: (staked ± amount) of (total ± amount). */
export interface PoolShare {
  mine: bigint
  pool: bigint
}

export function poolShareAfter(kind: 'stake' | 'unstake', amount: bigint, staked: bigint, total: bigint): PoolShare {
  const sign = kind === 'stake' ? 1n : -1n
  const mine = staked + sign * amount
  const pool = total + sign * amount
  // Numbers read at different moments may disagree; a share never exceeds the whole.
  return mine <= 0n || pool <= 0n ? { mine: 0n, pool: 1n } : { mine, pool: mine > pool ? mine : pool }
}

/** A share as a percentage with at most 2 decimals, cut: '12.34%', '100%', '0%', and '<0.01%' for any non-zero sliver. */
export function formatShare({ mine, pool }: PoolShare, { t, locale }: SummaryLanguage = english()): string {
  const hundredths = (mine * 10_000n) / pool
  if (mine > 0n && hundredths === 0n) return t('percentTiny', { value: formatDisplay(1n, 2, 2, locale) })
  return t('percent', { value: formatDisplay(hundredths, 2, 2, locale) })
}

/** 'about 0.000123 ETH', or the plain sentence when the node could not estimate it. */
export function formatFee(fee: bigint | undefined, native: { symbol: string; decimals: number }, { t, locale }: SummaryLanguage = english()): string {
  if (fee === undefined) return t('feeUnknown')
  return t('feeValue', { amount: formatTokenAmount(fee, native, locale, 6) })
}

const ROUTE_KEY = {
  plant: 'routePlant',
  'approve-then-plant': 'routeApproveThenPlant',
  batch: 'routeBatch',
  safe: 'routeSafe',
  unplant: 'routeUnplant',
} as const satisfies Record<PlanRoute, keyof typeof summary>

/** '2 (Approve, then stake)': the prompts this wallet will show, and what each is for. */
export function confirmationsText(preview: Extract<PlanPreview, { status: 'ready' }>, { t }: SummaryLanguage = english()): string {
  return t('confirmationsValue', { n: preview.confirmations, route: t(ROUTE_KEY[preview.route]) })
}

/** The tokens and the chain's native currency the summary counts in. */
export interface SummaryUnits {
  mango: Token
  pMango: Token
  native: { symbol: string; decimals: number }
}

/** One line of the summary: a term and its value ('problem' lines span the whole width). */
export interface SummaryRow {
  id: 'give' | 'get' | 'share' | 'confirmations' | 'fee' | 'problem'
  term: string
  value: string
  /** The value is one number (an amount, a percentage): shown whole on one line, never broken. */
  number?: true
}

/**
 * The summary's lines for `amount`: give and get and the pool share at once (from the
 * numbers on screen); the confirmations and the fee once the plan is in ('Checking…' until
 * then, '–' when nothing is planned), or instead of them why the action cannot succeed.
 */
export function summaryRows(
  kind: 'stake' | 'unstake',
  amount: bigint,
  position: { staked: bigint; total: bigint },
  preview: PlanPreview | undefined,
  planning: boolean,
  units: SummaryUnits,
  language: SummaryLanguage = english(),
): SummaryRow[] {
  const { t } = language
  const [give, get] = kind === 'stake' ? [units.mango, units.pMango] : [units.pMango, units.mango]
  const [gives, gets] = giveAndGet(amount, give, get, language)
  const rows: SummaryRow[] = [
    { id: 'give', term: t('give'), value: gives, number: true },
    { id: 'get', term: t('get'), value: gets, number: true },
    { id: 'share', term: t('share'), value: formatShare(poolShareAfter(kind, amount, position.staked, position.total), language), number: true },
  ]
  if (preview?.status === 'error') return [...rows, { id: 'problem', term: '', value: preview.message }]
  const pending = planning && preview?.status !== 'skipped' ? t('checking') : '–'
  const ready = preview?.status === 'ready' ? preview : undefined
  return [
    ...rows,
    { id: 'confirmations', term: t('confirmations'), value: ready ? confirmationsText(ready, language) : pending },
    { id: 'fee', term: t('fee'), value: ready ? formatFee(ready.fee, units.native, language) : pending, ...(ready?.fee !== undefined ? { number: true as const } : {}) },
  ]
}
