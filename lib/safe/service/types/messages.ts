import type { AddressEx, Page } from './common'
import type { SafeMessageStatus } from './vocabulary'

/** EIP-712 typed data as the service stores it. */
export interface TypedDataMessage {
  domain: { name?: string; version?: string; chainId?: unknown; verifyingContract?: string; salt?: string }
  types: Record<string, { name: string; type: string }[]>
  primaryType?: string
  message: Record<string, unknown>
}

export interface SafeMessage {
  type: 'MESSAGE'
  messageHash: string
  status: SafeMessageStatus
  logoUri: string | null
  name: string | null
  message: string | TypedDataMessage
  creationTimestamp: number
  modifiedTimestamp: number
  confirmationsSubmitted: number
  confirmationsRequired: number
  proposedBy: AddressEx
  confirmations: { owner: AddressEx; signature: string }[]
  /** The combined signature, once enough owners signed. */
  preparedSignature?: string | null
}

export type SafeMessageListItem = SafeMessage | { type: 'DATE_LABEL'; timestamp: number }
export type SafeMessageListPage = Page<SafeMessageListItem>

export interface ProposeSafeMessageRequest {
  message: string | TypedDataMessage
  safeAppId?: number | null
  signature: string
}

export interface ConfirmSafeMessageRequest {
  signature: string
}
