import { atomicSupportKey, CallsError, CallsNotSupportedError, sendCalls, waitForCallsStatus } from '@porch/kit'
import { BundleFailedError } from '../errors'
import type { ActionPlan } from './plan'
import { receiptsOf, recordReceipts } from './receipt'
import type { ActionContext, ActionOutcome } from './types'
import type { Signer } from './wallet'
import { siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'


/**
 * Stake in one confirmation: the plan's approve + plant as ONE atomic `wallet_sendCalls`
 * (EIP-5792), followed until the wallet reports it confirmed or failed. Returns undefined
 * when the wallet turns the batch down with 5750/5760 or has no wallet_sendCalls after
 * all: the caller then sends the same calls one by one.
 */
export async function sendStakeBatch(ctx: ActionContext, signer: Signer, plan: ActionPlan, text: string): Promise<ActionOutcome | undefined> {
  const { account, chainId } = signer
  ctx.onStep?.('staking')
  const t = siteText(ctx.locale ?? 'en', 'actions', actions)
  let id: string
  try {
    ;({ id } = await sendCalls(ctx.config, { chainId, calls: plan.calls, recent: { description: t('stakeDescription', { amount: text }) } }))
  } catch (e) {
    if ((e instanceof CallsError && e.canSendSeparately) || e instanceof CallsNotSupportedError) {
      // Do not offer the batch again to this account on this chain.
      const { connectorId } = ctx.config.getState()
      if (connectorId) ctx.config.atomicSupport.set(atomicSupportKey(connectorId, account, chainId), Promise.resolve('unsupported'))
      return undefined
    }
    throw e
  }
  const final = await waitForCallsStatus(ctx.config, { id })
  if (final.status !== 'success') throw new BundleFailedError(final.failure)
  const hashes = (final.receipts ?? []).map((r) => r.transactionHash)
  // A bundle's receipts list their logs without block, index or hash: the history takes the full receipts.
  await recordReceipts(ctx, signer, await receiptsOf(ctx.config, chainId, hashes).catch(() => []))
  return { status: 'success', message: t('staked', { amount: text }), hashes }
}
