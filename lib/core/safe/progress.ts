/**
 * Where a Safe proposal stands, in one place: from the Safe's answer (host or wallet-service)
 * to the stored progress, and from the progress to the key of the catalogue's words (the
 * kit's `account` section; lib/core/i18n/en/account.ts and every locale word them).
 */
import { isHash } from '../hash'
import { account } from '../i18n/en/account'
import { formatMessage } from '../i18n/message'
import type { SafeTxProgress } from '../types'
import type { SafeTransactionDetails } from './messaging/types'

/** Maps Safe's transaction details (host or wallet-service, same shape) to its progress. */
export function toSafeTxProgress(details: SafeTransactionDetails): SafeTxProgress {
  const txHash = isHash(details.txHash) ? details.txHash : undefined
  switch (details.txStatus) {
    case 'AWAITING_CONFIRMATIONS': {
      const info = details.detailedExecutionInfo
      const confirmations = Array.isArray(info?.confirmations) ? info.confirmations.length : 0
      const required = typeof info?.confirmationsRequired === 'number' ? info.confirmationsRequired : Math.max(confirmations + 1, 1)
      return { state: 'awaiting_confirmations', confirmations, required }
    }
    case 'AWAITING_EXECUTION':
      return { state: 'awaiting_execution' }
    case 'SUCCESS':
      // Executed but not yet indexed with its hash: still nothing to wait a receipt for.
      return txHash ? { state: 'executed', txHash } : { state: 'awaiting_execution' }
    case 'FAILED':
      return txHash ? { state: 'failed', txHash } : { state: 'failed' }
    case 'CANCELLED':
      return { state: 'cancelled' }
    default:
      throw new Error(`Unknown Safe transaction status: ${String((details as { txStatus?: unknown }).txStatus)}`)
  }
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 1000

/** Reads a stored Safe progress back, or undefined when it is not one. */
export function parseSafeProgress(raw: unknown): SafeTxProgress | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined
  const r = raw as Record<string, unknown>
  switch (r.state) {
    case 'awaiting_confirmations':
      return isCount(r.confirmations) && isCount(r.required) ? { state: r.state, confirmations: r.confirmations, required: r.required } : undefined
    case 'awaiting_execution':
    case 'cancelled':
      return { state: r.state }
    case 'executed':
      return isHash(r.txHash) ? { state: r.state, txHash: r.txHash.toLowerCase() as typeof r.txHash } : undefined
    case 'failed':
      return isHash(r.txHash) ? { state: r.state, txHash: r.txHash.toLowerCase() as typeof r.txHash } : { state: r.state }
    default:
      return undefined
  }
}

export const sameSafeProgress = (a: SafeTxProgress | undefined, b: SafeTxProgress | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b))

/** Final states: nothing more will change on the Safe's side. */
export const isSafeFinal = (p: SafeTxProgress | undefined): boolean => p?.state === 'failed' || p?.state === 'cancelled'

/** The message key (in the kit's `account` section) and values that say where a Safe proposal stands. */
export interface SafeProgressMessage {
  /** Key of the sentence in the kit's `account` section. */
  key: 'safeAwaiting' | 'safeAwaitingN' | 'safeAwaitingExecution' | 'safeExecuted' | 'safeFailed' | 'safeCancelled'
  /** Its values: owners' confirmations so far and how many are required. */
  params?: { confirmations: number; required: number }
}

/** Which words say where a Safe proposal stands, as lists and screens show it. */
export function safeProgressMessage(progress: SafeTxProgress | undefined): SafeProgressMessage {
  switch (progress?.state) {
    case undefined:
      return { key: 'safeAwaiting' }
    case 'awaiting_confirmations':
      return { key: 'safeAwaitingN', params: { confirmations: progress.confirmations, required: progress.required } }
    case 'awaiting_execution':
      return { key: 'safeAwaitingExecution' }
    case 'executed':
      return { key: 'safeExecuted' }
    case 'failed':
      return { key: 'safeFailed' }
    case 'cancelled':
      return { key: 'safeCancelled' }
  }
}

/** The same in English, for logs and tests; screens use `useSafeProgressText`, which translates. */
export function safeProgressText(progress: SafeTxProgress | undefined): string {
  const { key, params } = safeProgressMessage(progress)
  return formatMessage('en', account[key], params)
}
