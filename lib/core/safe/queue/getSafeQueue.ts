import { BaseError, getAddress, isAddress, isHash, isHex, type Address, type Hash, type Hex } from 'viem'
import type { SafeServiceClient } from '../service/client'
import type { SafeServiceErrorType } from '../service/errors'
import type { TransactionDetails } from '../service/types/transactions'
import { decodeSafeCalls } from './multiSend'
import type { SafeQueue, SafeQueuedTransaction } from './types'

/** What getSafeQueue asks of a wallet-service client (createSafeServiceClient gives all of it). */
export type SafeQueueService = Pick<SafeServiceClient, 'baseUrl' | 'findChainConfig' | 'getTransactionQueue' | 'getTransactionDetails'>

/** Parameters of getSafeQueue. */
export interface GetSafeQueueParameters {
  /** The Safe's chain. */
  chainId: number
  /** The Safe. */
  safeAddress: Address
  /** Most transactions read in full, one details request each (default 10, at most 50). */
  limit?: number
  /** Stops the requests in flight. */
  signal?: AbortSignal
}

/** What getSafeQueue returns. */
export type GetSafeQueueReturnType = SafeQueue

/** Errors getSafeQueue can throw: the service's, or an answer that does not describe a queued multisig transaction. */
export type GetSafeQueueErrorType = SafeServiceErrorType | SafeQueueAnswerError

/** The wallet-service answered with a transaction that is not a well-formed queued multisig transaction. */
export class SafeQueueAnswerError extends BaseError {
  /** The error's class name, for telling errors apart after serialisation or across bundles. */
  override name = 'SafeQueueAnswerError'
  constructor(
    /** The service's id of the transaction whose details were refused. */
    readonly transactionId: string,
    /** Which field was wrong, in plain words. */
    readonly reason: string,
  ) {
    super(`The Safe wallet-service described transaction ${transactionId.slice(0, 200)} wrongly: ${reason}.`)
    // One line, as the other Safe service errors (not viem's multi-line form).
    this.message = this.shortMessage
  }
}

const DEFAULT_LIMIT = 10
const MAX_LIMIT = 50
const ID = /^[0-9A-Za-z_]{1,200}$/
const DECIMAL = /^[0-9]{1,78}$/

/**
 * The Safe's queued multisig transactions, decoded: target, value, calldata (a MultiSend
 * batch unpacked into its calls), confirmations so far, how many are required, and who may
 * sign. Reads the queue's first page and each transaction's details (at most `limit`), and
 * checks every field it returns. Where the service does not serve the chain, resolves
 * `{ served: false }` instead of an empty list. Rejects with a GetSafeQueueErrorType.
 */
export async function getSafeQueue(service: SafeQueueService, parameters: GetSafeQueueParameters): Promise<GetSafeQueueReturnType> {
  const { chainId, safeAddress, signal } = parameters
  const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(parameters.limit ?? DEFAULT_LIMIT)))
  const options = signal ? { signal } : undefined
  const chain = await service.findChainConfig(chainId, options)
  if (!chain) return { served: false }
  const page = await service.getTransactionQueue(chainId, safeAddress, undefined, options)
  const ids: string[] = []
  for (const item of page.results) {
    if (item.type !== 'TRANSACTION') continue
    const { id, executionInfo } = item.transaction
    // Module transactions execute without owners: they are never waiting in the queue.
    if (executionInfo && executionInfo.type !== 'MULTISIG') continue
    if (typeof id === 'string' && ID.test(id) && !ids.includes(id)) ids.push(id)
  }
  const read = ids.slice(0, limit)
  const details = await Promise.all(read.map((id) => service.getTransactionDetails(chainId, id, options)))
  const transactions = details
    .map((d, i) => toQueued(d, read[i]!, safeAddress))
    .filter((t): t is SafeQueuedTransaction => t !== undefined)
    .sort((a, b) => a.nonce - b.nonce || a.submittedAt - b.submittedAt)
  return { served: true, shortName: chain.shortName, transactions, truncated: ids.length > read.length || Boolean(page.next) }
}

/**
 * Whether `owner` still has to sign `transaction`: it waits for confirmations, `owner` may
 * sign it and has not. False for anyone once it is fully signed.
 */
export function needsSignature(transaction: SafeQueuedTransaction, owner: Address | undefined): boolean {
  if (!owner || transaction.status !== 'AWAITING_CONFIRMATIONS') return false
  const me = owner.toLowerCase()
  return transaction.signers.some((s) => s.toLowerCase() === me) && !transaction.confirmations.some((c) => c.toLowerCase() === me)
}

/** One transaction's details as a queued transaction; undefined once it left the queue (executed meanwhile). */
function toQueued(d: TransactionDetails, id: string, safe: Address): SafeQueuedTransaction | undefined {
  if (d.txStatus !== 'AWAITING_CONFIRMATIONS' && d.txStatus !== 'AWAITING_EXECUTION') return undefined
  const fail = (reason: string): never => {
    throw new SafeQueueAnswerError(id, reason)
  }
  if (d.txId !== id) fail('its id is not the one asked for')
  if (typeof d.safeAddress !== 'string' || d.safeAddress.toLowerCase() !== safe.toLowerCase()) fail('it belongs to another Safe')
  const info = d.detailedExecutionInfo
  if (!info || info.type !== 'MULTISIG') return fail('it has no multisig execution details')
  const tx = d.txData
  if (!tx) return fail('it has no call data')
  const to = address(tx.to?.value) ?? fail('its target is not an address')
  const data: Hex = tx.hexData == null ? '0x' : isHex(tx.hexData, { strict: true }) && tx.hexData.length % 2 === 0 ? tx.hexData : fail('its calldata is not hex')
  const value = tx.value == null ? 0n : DECIMAL.test(tx.value) ? BigInt(tx.value) : fail('its value is not a decimal amount')
  const operation = tx.operation === 0 || tx.operation === 1 ? tx.operation : fail('its operation is neither CALL nor DELEGATECALL')
  const safeTxHash: Hash = isHash(info.safeTxHash) ? info.safeTxHash : fail('its safeTxHash is not a hash')
  const required = count(info.confirmationsRequired) ?? fail('its required confirmations are not a count')
  const nonce = count(info.nonce) ?? fail('its nonce is not a count')
  const list = <T>(value: unknown, what: string): T[] => (Array.isArray(value) && value.length <= 100 ? (value as T[]) : fail(`its ${what} are not a list`))
  const signers = list<{ value?: unknown }>(info.signers, 'signers').map((s) => address(s?.value) ?? fail('a signer is not an address'))
  const confirmations = list<{ signer?: { value?: unknown } }>(info.confirmations, 'confirmations').map(
    (c) => address(c?.signer?.value) ?? fail('a confirmation has no signer address'),
  )
  const call = { operation, to, value, data }
  return {
    id,
    safeTxHash,
    nonce,
    status: d.txStatus,
    call,
    calls: decodeSafeCalls(call, { trustedDelegateCall: tx.trustedDelegateCallTarget === true }),
    confirmations: [...new Set(confirmations)],
    confirmationsRequired: required,
    signers: [...new Set(signers)],
    submittedAt: typeof info.submittedAt === 'number' && Number.isFinite(info.submittedAt) ? info.submittedAt : 0,
  }
}

const address = (value: unknown): Address | undefined => (typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined)
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined)
