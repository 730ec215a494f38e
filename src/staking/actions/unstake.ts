import type { TransactionReceipt } from 'viem'
import { formatTokenAmount } from '../amount'
import { takePlan } from './planCache'
import { recordReceipts } from './receipt'
import { propose } from './safe'
import { sendAndWait } from './send'
import type { ActionContext, ActionOutcome } from './types'
import { getSigner } from './wallet'
import { siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'


/** Unstake: unplant `amount` to the user's own address, as its plan says (one transaction, or a Safe proposal). */
export async function unstake(ctx: ActionContext, amount: bigint): Promise<ActionOutcome> {
  const plan = await takePlan(ctx, 'unstake', amount)
  const signer = plan && (await getSigner(ctx))
  if (!plan || !signer) return { status: 'skipped' }
  // pMANGO is 1:1 with MANGO: unplanting n pMANGO returns n MANGO.
  const locale = ctx.locale ?? 'en'
  const t = siteText(locale, 'actions', actions)
  const text = formatTokenAmount(amount, ctx.tokens.mango, locale)
  ctx.onStep?.('unstaking')
  if (plan.route === 'safe') return propose(ctx, signer, plan.calls, t('unstakeDescription', { amount: text }), t('unstaked', { amount: text }))
  const receipts: TransactionReceipt[] = []
  for (const call of plan.calls) receipts.push(await sendAndWait(signer, call, plan.gasLimit, t('unstakeDescription', { amount: text })))
  await recordReceipts(ctx, signer, receipts)
  return { status: 'success', message: t('unstaked', { amount: text }), hashes: receipts.map((r) => r.transactionHash) }
}
