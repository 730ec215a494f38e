import type { Hash } from 'viem'

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

/**
 * A call bundle's state as the recent-transactions store keeps it (derived from the
 * viem-shaped status by `bundleStateOf`; the public actions return that status).
 */
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
