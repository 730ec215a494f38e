import { waitForTransactionReceipt, writeContract } from '@porch/kit'
import { plantedMangoAbi } from '../abi'
import { TransactionReplacedError } from '../errors'
import { formatTokenAmount } from '../amount'
import { beforeDeadline } from './deadline'
import { estimateWithMargin } from './gas'
import { describeMined, harvestPaid, recordReceipts } from './receipt'
import type { ActionContext, ActionOutcome } from './types'
import { harvestFromSafe, isSafeWallet } from './safe'
import { getSigner } from './wallet'
import { siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'

/**
 * Harvest for the user's own address, through the kit's writeContract (simulated first)
 * with the site's gas limit (its estimate plus the payout margin), added to Recent
 * Transactions, then waitForTransactionReceipt. What is paid is known only from the
 * receipt (rewards accrue until the block that mines it): the entry says "Harvest USDC"
 * while pending, then the receipt's amount, in the result sentence's words; the receipt's
 * events go to the history with the result.
 */
export async function harvest(ctx: ActionContext): Promise<ActionOutcome> {
  const signer = await getSigner(ctx)
  if (!signer) return { status: 'skipped' }
  if (isSafeWallet(ctx)) return harvestFromSafe(ctx, signer)
  const { account, chainId, config } = signer
  const { usdc } = ctx.tokens
  const locale = ctx.locale ?? 'en'
  const t = siteText(locale, 'actions', actions)

  const request = { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [account] } as const
  const gas = await beforeDeadline(estimateWithMargin(config, { ...request, account, chainId }), ctx.prepareTimeout)
  ctx.onStep?.('harvesting')
  const hash = await writeContract(config, { ...request, gas, chainId, recent: { description: t('harvestDescription', { amount: usdc.symbol }) } })
  const receipt = await waitForTransactionReceipt(config, { hash, chainId })
  const replaced = receipt.replacement?.reason
  if (replaced === 'cancelled' || replaced === 'replaced') throw new TransactionReplacedError(receipt.transactionHash, replaced)

  const paid = harvestPaid(receipt, ctx, account)
  const amount = formatTokenAmount(paid, usdc, locale)
  describeMined(signer, hash, t('harvestDescription', { amount }))
  await recordReceipts(ctx, signer, [receipt])
  const message = paid > 0n ? t('harvested', { amount }) : t('harvestedNothing')
  return { status: 'success', message, hashes: [receipt.transactionHash] }
}
