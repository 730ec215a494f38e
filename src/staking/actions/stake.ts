import type { TransactionReceipt } from 'viem'
import { plantedMangoAbi } from '../abi'
import { formatTokenAmount } from '../amount'
import { beforeDeadline } from './deadline'
import { estimateWithMargin } from './gas'
import type { ActionPlan } from './plan'
import { takePlan } from './planCache'
import { recordReceipts } from './receipt'
import { propose } from './safe'
import { sendAndWait } from './send'
import { sendStakeBatch } from './stakeBatched'
import type { ActionContext, ActionOutcome } from './types'
import { getSigner, type Signer } from './wallet'
import { siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'


/**
 * Stake: plant `amount` to the user's own address, approving exactly `amount` first when
 * the allowance is lower, along the route its plan chose (the summary's plan when still
 * fresh, else a new one). Every route sends exactly the plan's calls.
 */
export async function stake(ctx: ActionContext, amount: bigint): Promise<ActionOutcome> {
  const plan = await takePlan(ctx, 'stake', amount)
  if (!plan) return { status: 'skipped' }
  return executeStake(ctx, plan)
}

/** Send a stake plan: a Safe proposal, one batch, the plant alone, or approve then plant. */
export async function executeStake(ctx: ActionContext, plan: ActionPlan): Promise<ActionOutcome> {
  const signer = await getSigner(ctx)
  if (!signer) return { status: 'skipped' }
  const locale = ctx.locale ?? 'en'
  const t = siteText(locale, 'actions', actions)
  const text = formatTokenAmount(plan.amount, ctx.tokens.mango, locale)
  if (plan.route === 'safe') {
    ctx.onStep?.('staking')
    return propose(ctx, signer, plan.calls, t('stakeDescription', { amount: text }), t('staked', { amount: text }))
  }
  if (plan.route === 'batch') {
    const sent = await sendStakeBatch(ctx, signer, plan, text)
    if (sent) return sent
    // The wallet turned the batch down (5750/5760): the same calls, one prompt each.
  }
  const receipts: TransactionReceipt[] = []
  for (const [i, call] of plan.calls.entries()) {
    const last = i === plan.calls.length - 1
    // The plant goes with the plan's gas limit; only without one is it estimated now that
    // the approval is on chain (also its simulation). The approval has its own from the plan.
    const gas = last ? (plan.route === 'plant' || plan.route === 'approve-then-plant' ? plan.gasLimit : undefined) ?? (await plantGas(ctx, signer, plan)) : plan.approveGasLimit
    ctx.onStep?.(last ? 'staking' : 'approving')
    receipts.push(await sendAndWait(signer, call, gas, last ? t('stakeDescription', { amount: text }) : t('approveDescription', { amount: text })))
  }
  await recordReceipts(ctx, signer, receipts)
  return { status: 'success', message: t('staked', { amount: text }), hashes: receipts.map((r) => r.transactionHash) }
}

function plantGas(ctx: ActionContext, { account, config, chainId }: Signer, plan: ActionPlan): Promise<bigint> {
  const request = { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [plan.amount, account], account, chainId } as const
  return beforeDeadline(estimateWithMargin(config, request), ctx.prepareTimeout)
}
