import type { Config } from '@porch/kit'
import { beforeDeadline } from './deadline'
import type { ActionPlan } from './plan'
import { planStake } from './planStake'
import { planUnstake } from './planUnstake'
import type { ActionContext } from './types'

/**
 * How long a plan made for the summary may be reused by the click that follows: the
 * allowance and the plant check it read are this old at most. Older, the click plans again.
 */
export const PLAN_FRESH_MS = 15_000

interface Entry {
  key: string
  at: number
  plan: Promise<ActionPlan | undefined>
}

// One plan per action kind and config: the latest amount the user typed.
const plans = new WeakMap<Config, Map<'stake' | 'unstake', Entry>>()

/** Plans for one wallet, account, chain and amount only. */
function keyOf(ctx: ActionContext, amount: bigint): string {
  const { connectorId, accounts, chainId } = ctx.config.getState()
  return `${connectorId ?? ''}:${accounts[0] ?? ''}:${chainId ?? ''}:${amount}`
}

const planFor = (ctx: ActionContext, kind: 'stake' | 'unstake', amount: bigint) =>
  kind === 'stake' ? planStake(ctx, amount) : planUnstake(ctx, amount)

/** Plan `kind` of `amount` for the summary, keeping the plan for the click that may follow. */
export function planAhead(ctx: ActionContext, kind: 'stake' | 'unstake', amount: bigint): Promise<ActionPlan | undefined> {
  const entry: Entry = { key: keyOf(ctx, amount), at: Date.now(), plan: planFor(ctx, kind, amount) }
  let byKind = plans.get(ctx.config)
  if (!byKind) plans.set(ctx.config, (byKind = new Map()))
  byKind.set(kind, entry)
  return entry.plan
}

/**
 * The plan to execute now: the summary's (still pending or settled) when it is for the same
 * wallet, account, chain and amount and still fresh, else a new one. Used once: a second
 * click plans again. A summary plan that failed is not reused: the click checks again.
 */
export async function takePlan(ctx: ActionContext, kind: 'stake' | 'unstake', amount: bigint): Promise<ActionPlan | undefined> {
  const entry = plans.get(ctx.config)?.get(kind)
  plans.get(ctx.config)?.delete(kind)
  if (entry && entry.key === keyOf(ctx, amount) && Date.now() - entry.at < PLAN_FRESH_MS) {
    const reused = await beforeDeadline(entry.plan, ctx.prepareTimeout).catch(() => undefined)
    if (reused) return reused
  }
  return planFor(ctx, kind, amount)
}

/** Forget every plan of this config (after a transaction the allowance and balances moved). */
export function forgetPlans(config: Config): void {
  plans.delete(config)
}
