import { parseEventLogs } from 'viem'
import { readContract, waitForTransactionReceipt, writeContract } from '@porch/kit'
import { plantedMangoAbi } from '../abi'
import { formatDisplay, formatTokenAmount } from '../amount'
import { TransactionReplacedError } from '../errors'
import { beforeDeadline } from './deadline'
import { estimateWithMargin } from './gas'
import type { ActionContext, ActionOutcome } from './types'
import { harvestFromSafe, isSafeWallet } from './safe'
import { getSigner } from './wallet'
import { siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'


/**
 * Harvest for the user's own address, through the kit's writeContract (simulated first)
 * with the site's gas limit (its estimate plus the payout margin), added to Recent
 * Transactions, then waitForTransactionReceipt. The history names the reward read just
 * before sending; the success line uses what the Harvest event says was actually paid.
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
  const [gas, rewards] = await beforeDeadline(
    Promise.all([
      estimateWithMargin(config, { ...request, account, chainId }),
      readContract(config, { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'harvestableRewards', args: [account], chainId }),
    ]),
    ctx.prepareTimeout,
  )
  const expected = rewards[0]?.amount ?? 0n
  ctx.onStep?.('harvesting')
  const description = t('harvestDescription', { amount: `${formatDisplay(expected, usdc.decimals, 2, locale)} ${usdc.symbol}` })
  const hash = await writeContract(config, { ...request, gas, chainId, recent: { description } })
  const receipt = await waitForTransactionReceipt(config, { hash, chainId })
  const replaced = receipt.replacement?.reason
  if (replaced === 'cancelled' || replaced === 'replaced') throw new TransactionReplacedError(receipt.transactionHash, replaced)

  const paid = parseEventLogs({ abi: plantedMangoAbi, eventName: 'Harvest', logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === ctx.addresses.pMango.toLowerCase())
    .filter((log) => log.args.token.toLowerCase() === usdc.address.toLowerCase() && log.args.user.toLowerCase() === account.toLowerCase())
    .reduce((sum, log) => sum + log.args.amount, 0n)
  const message = paid > 0n ? t('harvested', { amount: formatTokenAmount(paid, usdc, locale) }) : t('harvestedNothing')
  return { status: 'success', message, hashes: [receipt.transactionHash] }
}
