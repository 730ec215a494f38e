import type { Hash } from 'viem'
import { isHash } from '../hash'

/** Where a call bundle stands, as the recent-transactions list shows it. */
export type BundleStatus = 'pending' | 'confirmed' | 'failed'

/** A call bundle's state, read from wallet_getCallsStatus. */
export interface BundleState {
  /** Pending until the wallet reports the bundle final; then confirmed or failed. */
  status: BundleStatus
  /** EIP-5792 status code as the wallet sent it (100, 200, 400, 500, 600). */
  code: number
  /** Transaction hashes of the bundle's receipts (usually one for an atomic bundle). */
  receipts: readonly Hash[]
  /** Plain words for a failed bundle. */
  reason?: string
}

export const BUNDLE_FAILURE_REASONS: Readonly<Record<number, string>> = {
  400: 'Your wallet could not send the batch. Nothing happened on the network.',
  500: 'The batch failed on the network and was undone as a whole. Your tokens did not move; only the network fee was spent.',
  600: 'Part of the batch failed on the network: some of its steps went through and others did not. Check your balances.',
}
const GENERIC_FAILURE = 'The batch failed. Check your wallet for details.'

/**
 * EIP-5792 `wallet_getCallsStatus` codes: 1xx pending, 2xx confirmed, 4xx off-chain
 * failure, 5xx reverted (nothing applied), 6xx partially reverted. Pre-2.0 wallets
 * answered 'PENDING' / 'CONFIRMED'.
 */
export function bundleStatusOf(code: unknown): { status: BundleStatus; code: number; reason?: string } {
  if (code === 'PENDING') return { status: 'pending', code: 100 }
  if (code === 'CONFIRMED') return { status: 'confirmed', code: 200 }
  const n = typeof code === 'number' ? code : typeof code === 'string' && /^\d+$/.test(code) ? Number(code) : Number.NaN
  if (n >= 100 && n < 200) return { status: 'pending', code: n }
  if (n >= 200 && n < 300) return { status: 'confirmed', code: n }
  const family = Math.floor(n / 100) * 100
  return { status: 'failed', code: Number.isFinite(n) ? n : 0, reason: BUNDLE_FAILURE_REASONS[family] ?? GENERIC_FAILURE }
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
  if (reverted) return { status: 'failed', code: 500, receipts, reason: BUNDLE_FAILURE_REASONS[500] }
  return { ...base, receipts }
}
