import { encodeFunctionData, type Address, type Hash, type Hex } from 'viem'
import { simulateContract } from 'viem/actions'
import { sendCalls } from '@porch/kit'
import { erc20Abi, plantedMangoAbi } from '../abi'
import { formatAmount } from '../amount'
import type { ActionContext, ActionOutcome } from './types'
import type { Signer } from './wallet'
import { currentLocale, siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'

const t = siteText('actions', actions)

/**
 * Inside a Safe, writes are proposals: the owners sign in Safe{Wallet}, someone executes,
 * and only then is there a chain transaction. A proposal goes out as ONE EIP-5792 batch
 * (wallet_sendCalls -> one sendTransactions), so approve + plant is one set of signatures,
 * and it is followed by its safeTxHash, never waited on as if it were a transaction hash.
 */

interface Call {
  to: Address
  data: Hex
}

/** True when the connected wallet is a Safe (its writes are proposals). */
export function isSafeWallet(ctx: ActionContext): boolean {
  const { connectorId } = ctx.config.getState()
  return (connectorId ? ctx.config.getConnector(connectorId)?.type : undefined) === 'safe'
}

/** Records a proposal (its safeTxHash) in the recent transactions, to follow until executed. */
export function recordSafeProposal(ctx: ActionContext, signer: Signer, id: string, description: string, message: string): ActionOutcome {
  const safeTxHash = id as Hash
  try {
    ctx.record?.(signer.account, signer.chainId, { kind: 'safe', hash: safeTxHash, description })
  } catch {
    // The history is a convenience; failing to store it must not fail the proposal.
  }
  return { status: 'proposed', safeTxHash, message }
}

async function propose(ctx: ActionContext, signer: Signer, calls: readonly Call[], description: string, message: string): Promise<ActionOutcome> {
  const { id } = await sendCalls(ctx.config, { chainId: signer.chainId, calls })
  return recordSafeProposal(ctx, signer, id, description, message)
}

/** Stake from a Safe: approve exactly `amount` (when needed) and plant, in one proposal. */
export async function stakeFromSafe(ctx: ActionContext, signer: Signer, amount: bigint, allowance: bigint): Promise<ActionOutcome> {
  const { account, client } = signer
  const { mango, pMango } = ctx.addresses
  const text = `${formatAmount(amount, ctx.tokens.mango.decimals, currentLocale())} ${ctx.tokens.mango.symbol}`
  const calls: Call[] = []
  if (allowance < amount) {
    // The approval is simulated; the plant cannot be before it is approved.
    await simulateContract(client, { account, address: mango, abi: erc20Abi, functionName: 'approve', args: [pMango, amount] })
    calls.push({ to: mango, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pMango, amount] }) })
  } else {
    await simulateContract(client, { account, address: pMango, abi: plantedMangoAbi, functionName: 'plant', args: [amount, account] })
  }
  calls.push({ to: pMango, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'plant', args: [amount, account] }) })
  ctx.onStep?.('staking')
  return propose(ctx, signer, calls, t('stakeDescription', { amount: text }), t('staked', { amount: text }))
}

/** Unstake from a Safe: one unplant proposal. */
export async function unstakeFromSafe(ctx: ActionContext, signer: Signer, amount: bigint): Promise<ActionOutcome> {
  const { account, client } = signer
  const text = `${formatAmount(amount, ctx.tokens.mango.decimals, currentLocale())} ${ctx.tokens.mango.symbol}`
  await simulateContract(client, { account, address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'unplant', args: [amount, account] })
  ctx.onStep?.('unstaking')
  const data = encodeFunctionData({ abi: plantedMangoAbi, functionName: 'unplant', args: [amount, account] })
  return propose(ctx, signer, [{ to: ctx.addresses.pMango, data }], t('unstakeDescription', { amount: text }), t('unstaked', { amount: text }))
}

/** Harvest from a Safe: one harvest proposal. */
export async function harvestFromSafe(ctx: ActionContext, signer: Signer): Promise<ActionOutcome> {
  const { account, client } = signer
  await simulateContract(client, { account, address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [account] })
  ctx.onStep?.('harvesting')
  const data = encodeFunctionData({ abi: plantedMangoAbi, functionName: 'harvest', args: [account] })
  return propose(ctx, signer, [{ to: ctx.addresses.pMango, data }], t('harvestDescription', { amount: ctx.tokens.usdc.symbol }), t('harvested', { amount: ctx.tokens.usdc.symbol }))
}
