import type { Hash, TransactionReceipt } from 'viem'
import { call, getTransaction, getTransactionReceipt } from 'viem/actions'
import type { Config } from '../config'
import type { ChainIdParameter } from '../config/parameters'
import { type ChainNotConfiguredErrorType, type WalletError } from '../errors'
import { RequestTimeoutError } from '../callErrors'
import { readChainOf } from '../read/chainOf'
import type { ReplacementReason } from '../transactions/replacement'
import { followTransaction, type FollowUpdate } from '../transactions/watch'
import { refreshOnce } from '../transactions/refreshOnce'
import { revertReasonOf, TransactionRevertedError } from '../write/errors'

/** How a transaction was replaced (viem's `onReplaced` argument, by hash). */
export interface TransactionReplacement {
  /** `repriced`: a speed-up (same recipient, value and calldata); `cancelled`: a 0-value transfer to oneself; `replaced`: anything else took the nonce. */
  reason: ReplacementReason
  /** The hash that was waited for. */
  replacedTransaction: Hash
  /** The hash that took its nonce (the receipt returned is this one's). */
  transaction: Hash
  /** The replacement's receipt. */
  transactionReceipt: TransactionReceipt
}

/** Parameters of waitForTransactionReceipt. */
export type WaitForTransactionReceiptParameters<config extends Config = Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']> = ChainIdParameter<config, chainId> & {
  /** The hash the wallet returned. */
  hash: Hash
  /** Blocks to wait for, the receipt's own included (default 1). */
  confirmations?: number
  /** ms between polls (default: the config's polling interval). */
  pollingInterval?: number
  /** Give up after this many ms (default: never, as viem). */
  timeout?: number
  /** Called when another transaction took the nonce (a speed-up, a cancellation, or a drop), before the promise resolves. */
  onReplaced?: (replacement: TransactionReplacement) => void
  /** False: wait for this hash only, without following its nonce to a replacement (viem's option). Default true. */
  checkReplacement?: boolean
}

/** The receipt (of the replacement, when there was one), its chain, and how it was replaced. */
export type WaitForTransactionReceiptReturnType = TransactionReceipt & {
  /** The chain it was read on. */
  chainId: number
  /** Set when another transaction took the nonce: the receipt is then the replacement's. */
  replacement?: TransactionReplacement
}

/** What waitForTransactionReceipt rejects with. */
export type WaitForTransactionReceiptErrorType = ChainNotConfiguredErrorType | TransactionRevertedError | RequestTimeoutError | WalletError

const REASONS: Record<string, ReplacementReason> = { cancelled: 'cancelled', dropped: 'replaced' }

/**
 * Waits for a transaction's receipt, following its nonce: a speed-up is followed to its
 * own receipt, and a cancellation or drop ends the wait with the replacement's receipt
 * and `replacement` set (viem's `onReplaced`), so a replaced hash never hangs. A
 * reverted receipt rejects with TransactionRevertedError (with the reason when the node
 * can replay it). When it settles the config emits `refresh` for the chain, so every read
 * of it refreshes at once.
 */
export async function waitForTransactionReceipt<config extends Config, chainId extends config['chains'][number]['id'] = config['chains'][number]['id']>(config: config, parameters: WaitForTransactionReceiptParameters<config, chainId>): Promise<WaitForTransactionReceiptReturnType> {
  const chain = readChainOf(config, parameters.chainId)
  const client = config.getClient({ chainId: chain.id })
  const hash = parameters.hash.toLowerCase() as Hash
  const deadline = parameters.timeout === undefined ? Infinity : Date.now() + parameters.timeout
  let end: Extract<FollowUpdate, { type: 'final' }> | undefined
  await followTransaction({
    client,
    hash,
    confirmations: parameters.confirmations ?? 1,
    trackNonce: parameters.checkReplacement ?? true,
    pollingInterval: parameters.pollingInterval ?? config.pollingInterval,
    stopped: () => end !== undefined || Date.now() > deadline,
    report: (update) => {
      if (update.type === 'final') end = update
    },
  })
  if (!end) throw new RequestTimeoutError('Waiting for the transaction', parameters.timeout ?? 0)
  const final: Hash = end.replacedBy ?? hash
  // The follower's own receipt when it has it: one request less per wait.
  const receipt = end.receipt?.transactionHash.toLowerCase() === final ? end.receipt : await getTransactionReceipt(client, { hash: final })
  // Once per transaction: Recent Transactions' follower may have seen it end first.
  refreshOnce(config.emitter, chain.id, parameters.hash)
  let replacement: TransactionReplacement | undefined
  if (end.replacedBy) {
    replacement = { reason: REASONS[end.status] ?? 'repriced', replacedTransaction: parameters.hash, transaction: receipt.transactionHash, transactionReceipt: receipt }
    parameters.onReplaced?.(replacement)
  }
  if (receipt.status === 'reverted' && !(replacement && replacement.reason !== 'repriced')) {
    throw new TransactionRevertedError(receipt.transactionHash, await replayReason(config, chain.id, receipt))
  }
  return replacement ? { ...receipt, chainId: chain.id, replacement } : { ...receipt, chainId: chain.id }
}

/** The revert reason of a mined transaction, by replaying it at its block; undefined when the node cannot. */
async function replayReason(config: Config, chainId: number, receipt: TransactionReceipt): Promise<string | undefined> {
  const client = config.getClient({ chainId })
  try {
    const tx = await getTransaction(client, { hash: receipt.transactionHash })
    await call(client, { account: tx.from, to: tx.to ?? undefined, data: tx.input, value: tx.value, gas: tx.gas, blockNumber: receipt.blockNumber })
    return undefined
  } catch (e) {
    return revertReasonOf(e)
  }
}
