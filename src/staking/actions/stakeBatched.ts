import { encodeFunctionData, type Hash } from 'viem'
import { readContract } from 'viem/actions'
import { atomicSupportKey, CallsError, CallsNotSupportedError, canBatch, getAtomicSupport, sendCalls, waitForCallsStatus, WalletError } from '@porch/kit'
import { erc20Abi, plantedMangoAbi } from '../abi'
import { formatAmount } from '../amount'
import { checkPlantAfterApprove } from './checkPlant'
import { beforeDeadline } from './deadline'
import { isSafeWallet, recordSafeProposal } from './safe'
import type { ActionContext, ActionOutcome } from './types'
import { getSigner } from './wallet'
import { currentLocale, siteText } from '../../i18n/siteCatalogue'
import { actions } from '../../i18n/en/actions'

const t = siteText('actions', actions)

/** A bundle the wallet reports as failed (EIP-5792 status 400, 500 or 600); the message says why. */
export class BundleFailedError extends WalletError {
  override name = 'BundleFailedError'
  constructor(reason: string | undefined) {
    super(reason ?? t('batchFailed'))
  }
}

/**
 * Stake in one confirmation: when the wallet can batch atomically on this chain (EIP-5792)
 * and the allowance is short, approve exactly `amount` and plant it as ONE
 * `wallet_sendCalls`. When the allowance (read fresh here) already covers `amount`, returns
 * `{ allowance }` so the caller plants alone; returns undefined when batching does not apply
 * (no batching, or the wallet turned the batch down with 5750/5760 or has no
 * wallet_sendCalls after all): the caller then runs the step-by-step flow.
 */
export async function stakeBatched(ctx: ActionContext, amount: bigint): Promise<ActionOutcome | { allowance: bigint } | undefined> {
  const signer = await getSigner(ctx)
  if (!signer) return undefined
  const { account, client, chainId } = signer
  const status = await getAtomicSupport(ctx.config, { chainId }).catch(() => 'unsupported' as const)
  if (!canBatch(status)) return undefined

  const { mango, pMango } = ctx.addresses
  const read = readContract(client, { address: mango, abi: erc20Abi, functionName: 'allowance', args: [account, pMango] })
  const allowance = await beforeDeadline(read, ctx.prepareTimeout)
  // The caller plants alone with this fresh allowance (the one on screen may be older).
  if (allowance >= amount) return { allowance }

  // Would the plant succeed once approved (not paused, enough MANGO)? One eth_call; it
  // throws the plant's revert, so the wallet is never asked for a batch that must fail.
  await beforeDeadline(checkPlantAfterApprove(ctx, signer, amount), ctx.prepareTimeout)
  const { symbol, decimals } = ctx.tokens.mango
  const text = `${formatAmount(amount, decimals, currentLocale())} ${symbol}`
  ctx.onStep?.('staking')
  let id: string
  try {
    ;({ id } = await sendCalls(ctx.config, {
      chainId,
      calls: [
        { to: mango, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [pMango, amount] }) },
        { to: pMango, data: encodeFunctionData({ abi: plantedMangoAbi, functionName: 'plant', args: [amount, account] }) },
      ],
    }))
  } catch (e) {
    if ((e instanceof CallsError && e.canSendSeparately) || e instanceof CallsNotSupportedError) {
      // Do not offer the batch again to this account on this chain.
      const { connectorId } = ctx.config.getState()
      if (connectorId) ctx.config.atomicSupport.set(atomicSupportKey(connectorId, account, chainId), Promise.resolve('unsupported'))
      return undefined
    }
    throw e
  }
  // A Safe's bundle id is its safeTxHash: a proposal the owners still sign and execute,
  // followed as such (never waited on here: that can take days).
  if (isSafeWallet(ctx)) return recordSafeProposal(ctx, signer, id, t('stakeDescription', { amount: text }), t('staked', { amount: text }))
  try {
    ctx.recordCalls?.(account, chainId, { id, description: t('stakeDescription', { amount: text }) })
  } catch {
    // The history is a convenience; failing to store it must not fail the stake.
  }
  const final = await waitForCallsStatus(ctx.config, { id })
  if (final.status === 'failed') throw new BundleFailedError(final.reason)
  return { status: 'success', message: t('staked', { amount: text }), hashes: final.receipts as readonly Hash[] }
}
