import { parseEventLogs, type Address, type Hash, type TransactionReceipt } from 'viem'
import { getBlock, getTransactionReceipt, updateRecentTransaction, withDeadline } from '@porch/kit'
import { plantedMangoAbi } from '../abi'
import { addReceiptEvents } from '../../history/receiptEvents'
import type { ActionContext } from './types'
import type { Signer } from './wallet'

/**
 * How long the result may wait for the history to take a receipt in (a block's time, when
 * the node's logs do not carry it). Past it the result shows anyway; the next scan finds
 * the events.
 */
const RECORD_WAIT_MS = 2_000

/**
 * Hands mined receipts' staking events to the history (history/receiptEvents.ts), so the
 * position's figures, the history's rows and the chart show them with the result, built
 * from the receipts' own logs, not from a later log scan. Never fails the action.
 */
export async function recordReceipts(ctx: ActionContext, { config, account, chainId }: Signer, receipts: readonly TransactionReceipt[]): Promise<void> {
  const record = async (receipt: TransactionReceipt) => {
    const stamped = receipt.logs.find((l) => typeof l.blockTimestamp === 'bigint')?.blockTimestamp
    const timestamp = stamped ?? (await getBlock(config, { blockNumber: receipt.blockNumber, chainId })).timestamp
    addReceiptEvents({ chainId, contract: ctx.addresses.pMango, account, logs: receipt.logs, timestamp })
  }
  await withDeadline(Promise.all(receipts.map(record)), { ms: RECORD_WAIT_MS, onLate: () => undefined }).catch(() => undefined)
}

/** The full receipts (with each log's block, index and hash) of a bundle's transactions. */
export function receiptsOf(config: ActionContext['config'], chainId: number, hashes: readonly Hash[]): Promise<TransactionReceipt[]> {
  return Promise.all(hashes.map((hash) => getTransactionReceipt(config, { hash, chainId })))
}

/**
 * Says in Recent Transactions what the receipt says (an amount known only once mined), in
 * the result sentence's words. The list is a convenience: failing to update it (the user
 * cleared it meanwhile) must not fail the action.
 */
export function describeMined({ config, account, chainId }: Signer, hash: Hash, description: string): void {
  try {
    updateRecentTransaction(config, { hash, description, account, chainId })
  } catch {
    // Nothing to update: the entry is gone.
  }
}

/** The reward token the receipt's Harvest events paid `account` (the pool's own events only). */
export function harvestPaid(receipt: Pick<TransactionReceipt, 'logs'>, ctx: ActionContext, account: Address): bigint {
  return parseEventLogs({ abi: plantedMangoAbi, eventName: 'Harvest', logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === ctx.addresses.pMango.toLowerCase())
    .filter((log) => log.args.token.toLowerCase() === ctx.tokens.usdc.address.toLowerCase() && log.args.user.toLowerCase() === account.toLowerCase())
    .reduce((sum, log) => sum + log.args.amount, 0n)
}
