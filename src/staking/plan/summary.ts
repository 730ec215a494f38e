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

/** Parts per million of the pool the user holds after the action: (staked ± amount) / (total ± amount). */
export function poolShareAfter(kind: 'stake' | 'unstake', amount: bigint, staked: bigint, total: bigint): bigint {
  const mine = kind === 'stake' ? staked + amount : staked - amount
  const pool = kind === 'stake' ? total + amount : total - amount
  if (mine <= 0n || pool <= 0n) return 0n
  return (mine * 1_000_000n) / (mine > pool ? mine : pool)
}

/** A share in parts per million as a percentage with at most 2 decimals, cut: '12.34%', '<0.01%', '100%'. */
export function formatShare(ppm: bigint): string {
  if (ppm > 0n && ppm < 100n) return '<0.01%'
  return `${formatDisplay(ppm, 4, 2)}%`
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
