import type { Hash } from 'viem'
import { isHash } from '../hash'

/**
 * EIP-5792 `wallet_getCallsStatus` codes (https://eips.ethereum.org/EIPS/eip-5792#status-codes):
 * 1xx pending, 2xx confirmed, 4xx off-chain failure (nothing happened), 5xx reverted as a
 * whole, 6xx partially reverted. The one list the kit uses, for the codes it reads and the
 * ones its Safe provider answers.
 */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const

/** Where a call bundle stands, as the recent-transactions list shows it. */
export type BundleStatus = 'pending' | 'confirmed' | 'failed'

/**
 * Why a call bundle failed, as a code the catalogue words (never a sentence):
 * `offchain` (4xx, the wallet did not send it), `reverted` (5xx, undone as a whole),
 * `partiallyReverted` (6xx, some steps went through), `unknown` (any other failure).
 */
export type BundleFailure = 'offchain' | 'reverted' | 'partiallyReverted' | 'unknown'

const BUNDLE_FAILURES = { offchain: true, reverted: true, partiallyReverted: true, unknown: true } as const satisfies Record<BundleFailure, true>

/** A BundleFailure code (a stored record's, say), else false. */
export const isBundleFailure = (value: unknown): value is BundleFailure => typeof value === 'string' && Object.hasOwn(BUNDLE_FAILURES, value)

/** A call bundle's state, read from wallet_getCallsStatus. */
export interface BundleState {
  /** Pending until the wallet reports the bundle final; then confirmed or failed. */
  status: BundleStatus
  /** EIP-5792 status code as the wallet sent it (100, 200, 400, 500, 600). */
  code: number
  /** Transaction hashes of the bundle's receipts (usually one for an atomic bundle). */
  receipts: readonly Hash[]
  /** Why a failed bundle failed (a code; the kit's `account` catalogue words it). */
  failure?: BundleFailure
}

const FAILURES: Readonly<Record<number, BundleFailure>> = {
  [CALLS_STATUS.offchainFailure]: 'offchain',
  [CALLS_STATUS.reverted]: 'reverted',
  [CALLS_STATUS.partiallyReverted]: 'partiallyReverted',
}

/** A status code as the bundle's state; pre-2.0 wallets answered 'PENDING' / 'CONFIRMED'. */
export function bundleStatusOf(code: unknown): { status: BundleStatus; code: number; failure?: BundleFailure } {
  if (code === 'PENDING') return { status: 'pending', code: CALLS_STATUS.pending }
  if (code === 'CONFIRMED') return { status: 'confirmed', code: CALLS_STATUS.confirmed }
  const n = typeof code === 'number' ? code : typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : Number.NaN
  if (n >= 100 && n < 200) return { status: 'pending', code: n }
  if (n >= 200 && n < 300) return { status: 'confirmed', code: n }
  const family = Math.floor(n / 100) * 100
  return { status: 'failed', code: Number.isFinite(n) ? n : 0, failure: FAILURES[family] ?? 'unknown' }
}

/** The whole `wallet_getCallsStatus` answer mapped to our state; tolerant of missing fields. */
export function parseCallsStatus(result: unknown): BundleState {
  const r = (typeof result === 'object' && result !== null ? result : {}) as { status?: unknown; receipts?: unknown }
  const base = bundleStatusOf(r.status)
  const receipts = Array.isArray(r.receipts)
    ? r.receipts.flatMap((x: unknown) => {
        const h = (x as { transactionHash?: unknown } | null)?.transactionHash
        return isHash(h) ? [h.toLowerCase() as Hash] : []
      })
    : []
  // A confirmed bundle whose receipt says reverted is a failure, whatever the code said.
  const reverted =
    base.status === 'confirmed' &&
    Array.isArray(r.receipts) &&
    r.receipts.some((x: unknown) => {
      const s = (x as { status?: unknown } | null)?.status
      return s === '0x0' || s === 0 || s === 'reverted'
    })
  if (reverted) return { status: 'failed', code: CALLS_STATUS.reverted, receipts, failure: 'reverted' }
  return { ...base, receipts }
}
