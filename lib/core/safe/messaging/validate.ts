import { isHash } from '../../hash'
import { SafeMessagingError, SafePermissionsError } from './errors'
import type { EIP712TypedData, PermissionRequest, SendTransactionsParams } from './types'

/** Local checks before a request leaves the page, with the protocol's own messages. */

export function assertTransactions(params: SendTransactionsParams | undefined): void {
  if (!params || !Array.isArray(params.txs) || params.txs.length === 0) throw new SafeMessagingError('No transactions were passed')
}

export function assertSafeTxHash(hash: unknown): asserts hash is string {
  if (!isHash(hash)) throw new SafeMessagingError('Invalid safeTxHash')
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export function isTypedData(value: unknown): value is EIP712TypedData {
  return isRecord(value) && isRecord(value.domain) && isRecord(value.types) && isRecord(value.message)
}

export function assertTypedData(value: unknown): asserts value is EIP712TypedData {
  if (!isTypedData(value)) throw new SafeMessagingError('Invalid typed data')
}

export function assertMessage(value: unknown): asserts value is string {
  if (typeof value !== 'string') throw new SafeMessagingError('Invalid message type')
}

const RESTRICTED = new Set(['requestAddressBook'])

/** Each request names only restricted methods (today: requestAddressBook). */
export function assertPermissionRequest(value: unknown): asserts value is PermissionRequest[] {
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((p) => isRecord(p) && Object.keys(p).length > 0 && Object.keys(p).every((m) => RESTRICTED.has(m)))
  if (!ok) throw new SafePermissionsError('Permissions request is invalid')
}
