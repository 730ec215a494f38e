import { encodeFunctionData, type Hash } from 'viem'
import { sendCalls, simulateContract } from '@porch/kit'
import { plantedMangoAbi } from '../abi'
import type { PlannedCall } from './calls'
import type { ActionContext, ActionOutcome } from './types'
import type { Signer } from './wallet'
import { siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'


/**
 * Inside a Safe, writes are proposals: the owners sign in Safe{Wallet}, someone executes,
 * and only then is there a chain transaction. A proposal goes out as ONE EIP-5792 batch
 * (wallet_sendCalls -> one sendTransactions), so approve + plant is one set of signatures,
 * and it is followed by its safeTxHash, never waited on as if it were a transaction hash.
 */

/** True when the connected wallet is a Safe (its writes are proposals). */
export function isSafeWallet(ctx: ActionContext): boolean {
  const { connectorId } = ctx.config.getState()
  return (connectorId ? ctx.config.getConnector(connectorId)?.type : undefined) === 'safe'
}

/** Records a proposal (its safeTxHash) in the recent transactions, to follow until executed. */
function recordSafeProposal(ctx: ActionContext, signer: Signer, id: string, description: string, message: string): ActionOutcome {
  const safeTxHash = id as Hash
  try {
    ctx.config.transactions.addTransaction(signer.account, signer.chainId, { kind: 'safe', hash: safeTxHash, description })
  } catch {
    // The history is a convenience; failing to store it must not fail the proposal.
  }
  return { status: 'proposed', safeTxHash, message }
}

/** Propose `calls` to the Safe's owners as ONE batch (one set of signatures), and follow it. */
export async function propose(ctx: ActionContext, signer: Signer, calls: readonly PlannedCall[], description: string, message: string): Promise<ActionOutcome> {
  const { id } = await sendCalls(ctx.config, { chainId: signer.chainId, calls })
  return recordSafeProposal(ctx, signer, id, description, message)
}

/** Harvest from a Safe: one harvest proposal. */
export async function harvestFromSafe(ctx: ActionContext, signer: Signer): Promise<ActionOutcome> {
  const { account, chainId } = signer
  await simulateContract(ctx.config, { account, chainId, address: ctx.addresses.pMango, abi: plantedMangoAbi, functionName: 'harvest', args: [account] })
  ctx.onStep?.('harvesting')
  const t = siteText(ctx.locale ?? 'en', 'actions', actions)
  const data = encodeFunctionData({ abi: plantedMangoAbi, functionName: 'harvest', args: [account] })
  return propose(ctx, signer, [{ to: ctx.addresses.pMango, data }], t('harvestDescription', { amount: ctx.tokens.usdc.symbol }), t('harvested', { amount: ctx.tokens.usdc.symbol }))
}
