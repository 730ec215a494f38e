import type { SafeTxProgress } from '../types'
import { isTransactionHash } from './validate'

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
      return isTransactionHash(r.txHash) ? { state: r.state, txHash: r.txHash.toLowerCase() as typeof r.txHash } : undefined
    case 'failed':
      return isTransactionHash(r.txHash) ? { state: r.state, txHash: r.txHash.toLowerCase() as typeof r.txHash } : { state: r.state }
    default:
      return undefined
  }
}

export const sameSafeProgress = (a: SafeTxProgress | undefined, b: SafeTxProgress | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b))

/** Final states: nothing more will change on the Safe's side. */
export const isSafeFinal = (p: SafeTxProgress | undefined): boolean => p?.state === 'failed' || p?.state === 'cancelled'
