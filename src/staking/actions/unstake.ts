import type { Hash } from 'viem'
import { formatAmount } from '../amount'
import { takePlan } from './planCache'
import { propose } from './safe'
import { sendCall } from './sendCall'
import type { ActionContext, ActionOutcome } from './types'
import { getSigner } from './wallet'

/** Unstake: unplant `amount` to the user's own address, as its plan says (one transaction, or a Safe proposal). */
export async function unstake(ctx: ActionContext, amount: bigint): Promise<ActionOutcome> {
  const plan = await takePlan(ctx, 'unstake', amount)
  const signer = plan && (await getSigner(ctx))
  if (!plan || !signer) return { status: 'skipped' }
  // pMANGO is 1:1 with MANGO: unplanting n pMANGO returns n MANGO.
  const text = `${formatAmount(amount, ctx.tokens.mango.decimals)} ${ctx.tokens.mango.symbol}`
  ctx.onStep?.('unstaking')
  if (plan.route === 'safe') return propose(ctx, signer, plan.calls, `Unstake ${text}`, `Unstaked ${text}.`)
  const hashes: Hash[] = []
  for (const call of plan.calls) hashes.push(await sendCall(ctx, signer, call, plan.gasLimit, `Unstake ${text}`))
  return { status: 'success', message: `Unstaked ${text}.`, hashes }
}
