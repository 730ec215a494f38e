import { writeContract } from 'viem/actions'
import { plantedMangoAbi } from '../abi'
import { formatAmount } from '../amount'
import { confirm } from './confirm'
import { beforeDeadline } from './deadline'
import { estimateWithMargin } from './gas'
import type { ActionContext, ActionOutcome } from './types'
import { isSafeWallet, unstakeFromSafe } from './safe'
import { getSigner } from './wallet'
import { currentLocale, siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'

const t = siteText('actions', actions)

/** Unstake: unplant `amount` to the user's own address; its gas estimate is the simulation. */
export async function unstake(ctx: ActionContext, amount: bigint): Promise<ActionOutcome> {
  const signer = await getSigner(ctx)
  if (!signer) return { status: 'skipped' }
  if (isSafeWallet(ctx)) return unstakeFromSafe(ctx, signer, amount)
  const { account, client, wallet } = signer
  // pMANGO is 1:1 with MANGO: unplanting n pMANGO returns n MANGO.
  const text = `${formatAmount(amount, ctx.tokens.mango.decimals, currentLocale())} ${ctx.tokens.mango.symbol}`

  const request = { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'unplant', args: [amount, account] } as const
  const gas = await beforeDeadline(estimateWithMargin(client, { ...request, account }), ctx.prepareTimeout)
  ctx.onStep?.('unstaking')
  const hash = await writeContract(wallet, { ...request, gas, account: wallet.account, chain: wallet.chain })
  await confirm(ctx, signer, hash, t('unstakeDescription', { amount: text }))
  return { status: 'success', message: t('unstaked', { amount: text }), hashes: [hash] }
}
