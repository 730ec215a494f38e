import { describeError } from '../errors'
import { harvest } from './harvest'
import { forgetPlans } from './planCache'
import { stake } from './stake'
import type { ActionContext, ActionKind, ActionOutcome } from './types'
import { unstake } from './unstake'

export type { ActionContext, ActionKind, ActionOutcome, ActionStep } from './types'
export type { PlanPreview, PlanRoute } from './plan'
export { previewStakingAction } from './preview'
export { settleSafeProposal } from './safeSettle'
// The summary's wording loads with the write path, not in the first load.
export { summaryRows } from '../plan/summary'
export { stake, unstake, harvest }

/**
 * The write path's single entry, loaded on demand (import('./actions')) when the user
 * clicks: runs one action and turns any failure into a plain sentence.
 */
/** `amount` is the amount to stake or unstake; harvest takes everything harvestable and ignores it. */
export async function runStakingAction(kind: ActionKind, ctx: ActionContext, amount = 0n): Promise<ActionOutcome> {
  const token = kind === 'unstake' ? ctx.tokens.pMango : kind === 'stake' ? ctx.tokens.mango : ctx.tokens.usdc
  try {
    if (kind === 'stake') return await stake(ctx, amount)
    if (kind === 'unstake') return await unstake(ctx, amount)
    return await harvest(ctx)
  } catch (e) {
    const message = describeError(e, {
      symbol: token.symbol,
      decimals: token.decimals,
      nativeSymbol: ctx.config.chains[0].nativeCurrency.symbol,
      locale: ctx.locale,
    })
    if (message === null) return { status: 'rejected' }
    // Keep the technical detail for whoever opens the console.
    console.warn(`[staking] ${kind} failed:`, e)
    return { status: 'error', message }
  } finally {
    // Whatever happened, the allowance and balances may have moved: plan again next time.
    forgetPlans(ctx.config)
  }
}
