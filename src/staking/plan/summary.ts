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
