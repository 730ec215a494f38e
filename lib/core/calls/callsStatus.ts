import type { GetCallsStatusReturnType as ViemCallsStatus, Hash, Hex, WalletCallReceipt } from 'viem'
import { isHash } from '../hash'
import { CALLS_STATUS, type BundleFailure, type BundleState } from './status'

/**
 * Where a call bundle stands, in viem's shape (wagmi 3's): `status` 'pending' | 'success' |
 * 'failure', `statusCode`, `receipts` with bigint quantities and 'success' | 'reverted'.
 * Differs from wagmi: a failed bundle also carries the kit's `failure` code (the catalogue
 * words it: describeBundleFailure), and a bundle the wallet reports done whose receipt
 * reverted is a failure.
 */
export type GetCallsStatusReturnType = ViemCallsStatus & {
  /** Why a failed bundle failed: offchain (4xx), reverted (5xx), partiallyReverted (6xx), unknown. */
  failure?: BundleFailure
}

type Receipt = WalletCallReceipt<bigint, 'success' | 'reverted'>

const FAILURES: Readonly<Record<number, BundleFailure>> = {
  [CALLS_STATUS.offchainFailure]: 'offchain',
  [CALLS_STATUS.reverted]: 'reverted',
  [CALLS_STATUS.partiallyReverted]: 'partiallyReverted',
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {})

/** A quantity as the wallet sent it (hex, or a number from a lenient wallet) as a bigint; 0n if absent. */
function quantity(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  return typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value) : 0n
}

/** The status code; pre-2.0 wallets answered 'PENDING' / 'CONFIRMED' (viem reads them too). */
function statusCodeOf(status: unknown): number {
  if (status === 'PENDING') return CALLS_STATUS.pending
  if (status === 'CONFIRMED') return CALLS_STATUS.confirmed
  const n = typeof status === 'number' ? status : typeof status === 'string' && /^\d+$/.test(status) ? Number(status) : Number.NaN
  return Number.isFinite(n) ? n : 0
}

/** A receipt as viem formats it (quantities as bigint, '0x1' → 'success'); undefined without a transaction hash. */
function receiptOf(value: unknown): Receipt | undefined {
  const r = record(value)
  if (!isHash(r.transactionHash)) return undefined
  const logs = Array.isArray(r.logs) ? r.logs.map(record).map((l) => ({ address: l.address as Hex, data: l.data as Hex, topics: (Array.isArray(l.topics) ? l.topics : []) as Hex[] })) : []
  const reverted = r.status === '0x0' || r.status === 0 || r.status === 'reverted'
  return {
    logs,
    status: reverted ? 'reverted' : 'success',
    blockHash: r.blockHash as Hash,
    blockNumber: quantity(r.blockNumber),
    gasUsed: quantity(r.gasUsed),
    transactionHash: r.transactionHash,
  }
}

/**
 * The one reading of a `wallet_getCallsStatus` answer (EIP-5792), also used for bundles sent
 * call by call: viem's normalisation (chainId to a number, quantities to bigint, receipt
 * status to 'success' | 'reverted', 'PENDING' / 'CONFIRMED' read as 100 / 200), tolerant of
 * missing fields, with the kit's two rules:
 * - a final bundle whose receipt reverted is a failure whatever the code said (statusCode
 *   500 when nothing of it stands, 600 when some receipts succeeded): a wallet's 200 must
 *   not show a reverted stake as done;
 * - every code outside 1xx and 2xx is a failure (`failure` 'unknown' when not 4xx–6xx), so
 *   `status` is never undefined (viem leaves it undefined below 300 and from 700 on).
 */
export function toCallsStatus(answer: unknown, id: string): GetCallsStatusReturnType {
  const r = record(answer)
  const receipts = Array.isArray(r.receipts) ? r.receipts.map(receiptOf).filter((x): x is Receipt => x !== undefined) : []
  const atomic = r.atomic === true
  const base = {
    ...(r.capabilities === undefined ? {} : { capabilities: r.capabilities as GetCallsStatusReturnType['capabilities'] }),
    id: typeof r.id === 'string' ? r.id : id,
    chainId: Number(quantity(r.chainId)),
    atomic,
    version: typeof r.version === 'string' ? r.version : '2.0.0',
    receipts,
  }
  const code = statusCodeOf(r.status)
  if (code >= 100 && code < 200) return { ...base, status: 'pending', statusCode: code }
  const reverted = receipts.filter((x) => x.status === 'reverted').length
  if (code >= 200 && code < 300 && reverted === 0) return { ...base, status: 'success', statusCode: code }
  if (code >= 200 && code < 300) {
    const whole = atomic || reverted === receipts.length
    return { ...base, status: 'failure', statusCode: whole ? CALLS_STATUS.reverted : CALLS_STATUS.partiallyReverted, failure: whole ? 'reverted' : 'partiallyReverted' }
  }
  return { ...base, status: 'failure', statusCode: code, failure: FAILURES[Math.floor(code / 100) * 100] ?? 'unknown' }
}

/** The recent-transactions store's state of a bundle, derived from its status (never from the raw answer). */
export function bundleStateOf(status: GetCallsStatusReturnType): BundleState {
  const receipts = (status.receipts ?? []).map((r) => r.transactionHash.toLowerCase() as Hash)
  if (status.status === 'pending') return { status: 'pending', code: status.statusCode, receipts }
  if (status.status === 'success') return { status: 'confirmed', code: status.statusCode, receipts }
  return { status: 'failed', code: status.statusCode, receipts, failure: status.failure ?? 'unknown' }
}
