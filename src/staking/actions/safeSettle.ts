import type { Hash } from 'viem'
import { getTransactionReceipt } from '@porch/kit'
import { formatTokenAmount } from '../amount'
import { describeMined, harvestPaid, recordReceipts } from './receipt'
import type { ActionContext, ActionKind } from './types'
import { getSigner } from './wallet'
import { siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'

/**
 * A Safe proposal has been executed (its chain transaction `txHash` mined): its receipt's
 * events go to the history, and a harvest's Recent Transactions entry (named by the
 * safeTxHash) and done message say what the receipt paid, as a direct harvest does.
 * Returns the done message, or undefined to keep the proposal's (a stake or unstake
 * names its amount from the start).
 */
export async function settleSafeProposal(ctx: ActionContext, kind: ActionKind, safeTxHash: Hash, txHash: Hash): Promise<string | undefined> {
  const signer = await getSigner(ctx)
  if (!signer) return undefined
  const receipt = await getTransactionReceipt(ctx.config, { hash: txHash, chainId: signer.chainId })
  await recordReceipts(ctx, signer, [receipt])
  if (kind !== 'harvest') return undefined
  const t = siteText(ctx.locale ?? 'en', 'actions', actions)
  const paid = harvestPaid(receipt, ctx, signer.account)
  const amount = formatTokenAmount(paid, ctx.tokens.usdc, ctx.locale)
  describeMined(signer, safeTxHash, t('harvestDescription', { amount }))
  return paid > 0n ? t('harvested', { amount }) : t('harvestedNothing')
}
