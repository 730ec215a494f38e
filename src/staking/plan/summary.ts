import type { Token } from '../../config'
import type { PlanPreview, PlanRoute } from '../actions/plan'
import { formatDisplay } from '../amount'

/**
 * The numbers of the summary under an amount field, from the plan and the numbers on
 * screen only (no request of its own). pMANGO is 1:1 with MANGO in both directions.
 */

/** '100 MANGO -> 100 pMANGO' (stake) or '40 pMANGO -> 40 MANGO' (unstake). */
export function giveAndGet(amount: bigint, give: Token, get: Token): string {
  return `${formatDisplay(amount, give.decimals, give.decimals)} ${give.symbol} -> ${formatDisplay(amount, get.decimals, get.decimals)} ${get.symbol}`
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
export function formatShare({ mine, pool }: PoolShare): string {
  const hundredths = (mine * 10_000n) / pool
  if (mine > 0n && hundredths === 0n) return '<0.01%'
  return `${formatDisplay(hundredths, 2, 2)}%`
}

/** 'about 0.000123 ETH', or the plain sentence when the node could not estimate it. */
export function formatFee(fee: bigint | undefined, native: { symbol: string; decimals: number }): string {
  if (fee === undefined) return 'Could not estimate the network fee.'
  return `about ${formatDisplay(fee, native.decimals, 6)} ${native.symbol}`
}

const ROUTE_TEXT: Record<PlanRoute, string> = {
  plant: 'Stake',
  'approve-then-plant': 'Approve, then stake',
  batch: 'Approve and stake in one batch',
  safe: "One proposal; your Safe's signers then confirm and execute it",
  unplant: 'Unstake',
}

/** '2 (Approve, then stake)': the prompts this wallet will show, and what each is for. */
export function confirmationsText(preview: Extract<PlanPreview, { status: 'ready' }>): string {
  return `${preview.confirmations} (${ROUTE_TEXT[preview.route]})`
}

/** The tokens and the chain's native currency the summary counts in. */
export interface SummaryUnits {
  mango: Token
  pMango: Token
  native: { symbol: string; decimals: number }
}

/** One line of the summary: a term and its value ('problem' lines span the whole width). */
export interface SummaryRow {
  id: 'exchange' | 'share' | 'confirmations' | 'fee' | 'problem'
  term: string
  value: string
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
): SummaryRow[] {
  const [give, get] = kind === 'stake' ? [units.mango, units.pMango] : [units.pMango, units.mango]
  const rows: SummaryRow[] = [
    { id: 'exchange', term: 'You give, you get', value: giveAndGet(amount, give, get) },
    { id: 'share', term: 'Your pool share after', value: formatShare(poolShareAfter(kind, amount, position.staked, position.total)) },
  ]
  if (preview?.status === 'error') return [...rows, { id: 'problem', term: '', value: preview.message }]
  const pending = planning && preview?.status !== 'skipped' ? 'Checking…' : '–'
  const ready = preview?.status === 'ready' ? preview : undefined
  return [
    ...rows,
    { id: 'confirmations', term: 'Wallet confirmations', value: ready ? confirmationsText(ready) : pending },
    { id: 'fee', term: 'Network fee', value: ready ? formatFee(ready.fee, units.native) : pending },
  ]
}
