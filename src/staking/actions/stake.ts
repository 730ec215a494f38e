import type { Hash } from 'viem'
import { readContract, simulateContract, writeContract } from 'viem/actions'
import { erc20Abi, plantedMangoAbi } from '../abi'
import { formatAmount } from '../amount'
import { confirm } from './confirm'
import { withGasMargin } from './gas'
import { stakeBatched } from './stakeBatched'
import type { ActionContext, ActionOutcome } from './types'
import { isSafeWallet, stakeFromSafe } from './safe'
import { getSigner } from './wallet'

/**
 * Stake: read the allowance; if lower than `amount`, approve exactly
 * `amount`; then plant `amount` to the user's own address. Each write is simulated first.
 */
export async function stake(ctx: ActionContext, amount: bigint): Promise<ActionOutcome> {
  // One confirmation when the wallet can batch (EIP-5792); otherwise the steps below.
  const batched = await stakeBatched(ctx, amount)
  if (batched) return batched
  const signer = await getSigner(ctx)
  if (!signer) return { status: 'skipped' }
  const { account, client, wallet } = signer
  const { mango, pMango } = ctx.addresses
  const { symbol, decimals } = ctx.tokens.mango
  const text = `${formatAmount(amount, decimals)} ${symbol}`
  const hashes: Hash[] = []

  const allowance = await readContract(client, { address: mango, abi: erc20Abi, functionName: 'allowance', args: [account, pMango] })
  if (isSafeWallet(ctx)) return stakeFromSafe(ctx, signer, amount, allowance)
  if (allowance < amount) {
    ctx.onStep?.('approving')
    const { request } = await simulateContract(client, {
      account,
      address: mango,
      abi: erc20Abi,
      functionName: 'approve',
      args: [pMango, amount],
    })
    const hash = await writeContract(wallet, { ...request, account: wallet.account, chain: wallet.chain })
    await confirm(ctx, signer, hash, `Approve ${text}`)
    hashes.push(hash)
  }

  ctx.onStep?.('staking')
  const { request } = await simulateContract(client, {
    account,
    address: pMango,
    abi: plantedMangoAbi,
    functionName: 'plant',
    args: [amount, account],
  })
  const hash = await writeContract(wallet, { ...(await withGasMargin(client, request)), account: wallet.account, chain: wallet.chain })
  await confirm(ctx, signer, hash, `Stake ${text}`)
  hashes.push(hash)
  return { status: 'success', message: `Staked ${text}.`, hashes }
}
