import { parseEventLogs } from 'viem'
import { readContract, writeContract } from 'viem/actions'
import { plantedMangoAbi } from '../abi'
import { formatAmount, formatDisplay } from '../amount'
import { confirm } from './confirm'
import { beforeDeadline } from './deadline'
import { estimateWithMargin } from './gas'
import type { ActionContext, ActionOutcome } from './types'
import { harvestFromSafe, isSafeWallet } from './safe'
import { getSigner } from './wallet'
import { currentLocale, siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'

const t = siteText('actions', actions)

/**
 * Harvest: harvest for the user's own address (its gas estimate is the simulation). The
 * history names the reward read just before sending; the success line uses what the
 * Harvest event says was actually paid.
 */
export async function harvest(ctx: ActionContext): Promise<ActionOutcome> {
  const signer = await getSigner(ctx)
  if (!signer) return { status: 'skipped' }
  if (isSafeWallet(ctx)) return harvestFromSafe(ctx, signer)
  const { account, client, wallet } = signer
  const { usdc } = ctx.tokens

  const request = { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [account] } as const
  // One POST: the gas estimate (which is also the simulation) and the reward for the history.
  const [gas, rewards] = await beforeDeadline(
    Promise.all([
      estimateWithMargin(client, { ...request, account }),
      readContract(client, { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'harvestableRewards', args: [account] }),
    ]),
    ctx.prepareTimeout,
  )
  const expected = rewards[0]?.amount ?? 0n
  ctx.onStep?.('harvesting')
  const hash = await writeContract(wallet, { ...request, gas, account: wallet.account, chain: wallet.chain })
  const receipt = await confirm(ctx, signer, hash, t('harvestDescription', { amount: `${formatDisplay(expected, usdc.decimals, 2, currentLocale())} ${usdc.symbol}` }))

  const paid = parseEventLogs({ abi: plantedMangoAbi, eventName: 'Harvest', logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === ctx.addresses.pMango.toLowerCase())
    .filter((log) => log.args.token.toLowerCase() === usdc.address.toLowerCase() && log.args.user.toLowerCase() === account.toLowerCase())
    .reduce((sum, log) => sum + log.args.amount, 0n)
  const message = paid > 0n ? t('harvested', { amount: `${formatAmount(paid, usdc.decimals, currentLocale())} ${usdc.symbol}` }) : t('harvestedNothing')
  return { status: 'success', message, hashes: [receipt.transactionHash] }
}
