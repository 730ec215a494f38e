import type { Hash } from 'viem'
import { readContract, writeContract } from 'viem/actions'
import { erc20Abi, plantedMangoAbi } from '../abi'
import { formatAmount } from '../amount'
import { checkPlantAfterApprove } from './checkPlant'
import { confirm } from './confirm'
import { beforeDeadline } from './deadline'
import { estimateWithMargin } from './gas'
import { stakeBatched } from './stakeBatched'
import type { ActionContext, ActionOutcome } from './types'
import { isSafeWallet, stakeFromSafe } from './safe'
import { getSigner, type Signer } from './wallet'
import { currentLocale, siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'

const t = siteText('actions', actions)

/**
 * Stake: plant `amount` to the user's own address, approving exactly `amount` first when
 * the allowance is lower. The wallet is asked for an approval only after a check that the
 * plant following it would succeed (a paused contract costs the user nothing).
 */
export async function stake(ctx: ActionContext, amount: bigint): Promise<ActionOutcome> {
  // One confirmation when the wallet can batch (EIP-5792); otherwise the steps below.
  const batched = await stakeBatched(ctx, amount)
  if (batched && 'status' in batched) return batched
  const signer = await getSigner(ctx)
  if (!signer) return { status: 'skipped' }
  const text = `${formatAmount(amount, ctx.tokens.mango.decimals, currentLocale())} ${ctx.tokens.mango.symbol}`
  const allowance = batched?.allowance ?? ctx.allowance ?? (await beforeDeadline(readAllowance(ctx, signer), ctx.prepareTimeout))
  // A Safe proposes the transactions to its owners instead of sending them.
  if (isSafeWallet(ctx)) return stakeFromSafe(ctx, signer, amount, allowance)
  const hashes = allowance >= amount ? [await plant(ctx, signer, amount, text)] : await approveThenPlant(ctx, signer, amount, text)
  return { status: 'success', message: t('staked', { amount: text }), hashes }
}

/** The two-transaction path: approve `amount`, wait for it, then plant. */
export async function approveThenPlant(ctx: ActionContext, signer: Signer, amount: bigint, text: string): Promise<Hash[]> {
  const { wallet } = signer
  await beforeDeadline(checkPlantAfterApprove(ctx, signer, amount), ctx.prepareTimeout)
  ctx.onStep?.('approving')
  // The wallet estimates the approval's gas itself; the check above already ran this approve.
  const approveHash = await writeContract(wallet, {
    address: ctx.addresses.mango,
    abi: erc20Abi,
    functionName: 'approve',
    args: [ctx.addresses.pMango, amount],
    account: wallet.account,
    chain: wallet.chain,
  })
  await confirm(ctx, signer, approveHash, t('approveDescription', { amount: text }))
  return [approveHash, await plant(ctx, signer, amount, text)]
}

/** plant(amount, user): one eth_estimateGas is both its simulation and its gas limit. */
async function plant(ctx: ActionContext, signer: Signer, amount: bigint, text: string): Promise<Hash> {
  const { account, client, wallet } = signer
  const request = { address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, account] } as const
  const gas = await beforeDeadline(estimateWithMargin(client, { ...request, account }), ctx.prepareTimeout)
  ctx.onStep?.('staking')
  const hash = await writeContract(wallet, { ...request, gas, account: wallet.account, chain: wallet.chain })
  await confirm(ctx, signer, hash, t('stakeDescription', { amount: text }))
  return hash
}

function readAllowance(ctx: ActionContext, { account, client }: Signer): Promise<bigint> {
  return readContract(client, { address: ctx.addresses.mango, abi: erc20Abi, functionName: 'allowance', args: [account, ctx.addresses.pMango] })
}
