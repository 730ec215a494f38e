import { describeError } from '../errors'
import type { PlanPreview } from './plan'
import { planAhead } from './planCache'
import type { ActionContext } from './types'
import { siteText } from '../../i18n/siteCatalogue'
import { summary } from '../../i18n/en/summary'

/**
 * Plan a stake or unstake for the summary under the amount, without asking the wallet for
 * anything: the route, the confirmations it takes and the estimated fee, or the sentence
 * saying why it cannot succeed. The plan is kept for the click that may follow.
 */
export async function previewStakingAction(kind: 'stake' | 'unstake', ctx: ActionContext, amount: bigint): Promise<PlanPreview> {
  try {
    const plan = await planAhead(ctx, kind, amount)
    if (!plan) return { status: 'skipped' }
    return { status: 'ready', route: plan.route, confirmations: plan.confirmations, fee: plan.fee?.fee }
  } catch (e) {
    const token = kind === 'stake' ? ctx.tokens.mango : ctx.tokens.pMango
    const locale = ctx.locale ?? 'en'
    const message = describeError(e, { symbol: token.symbol, decimals: token.decimals, nativeSymbol: ctx.config.chains[0].nativeCurrency.symbol, locale })
    return { status: 'error', message: message ?? siteText(locale, 'summary', summary)('cannotCheck') }
  }
}
