import type { AddressEx, Page } from './common'
import type { SafeMessageStatus } from './vocabulary'

/** EIP-712 typed data as the service stores it. */
export interface TypedDataMessage {
  /** The gateway's `domain` field (domain). */
  domain: { name?: string; version?: string; chainId?: unknown; verifyingContract?: string; salt?: string }
  /** The gateway's `types` field (types). */
  types: Record<string, { name: string; type: string }[]>
  /** The gateway's `primaryType` field (primary type). */
  primaryType?: string
  /** The gateway's `message` field (message). */
  message: Record<string, unknown>
}

export interface SafeMessage {
  type: 'MESSAGE'
  /** The gateway's `messageHash` field (message hash). */
  messageHash: string
  /** The gateway's `status` field (status). */
  status: SafeMessageStatus
  /** The gateway's `logoUri` field (logo uri). */
  logoUri: string | null
  /** The gateway's `name` field (name). */
  name: string | null
  /** The gateway's `message` field (message). */
  message: string | TypedDataMessage
  /** The gateway's `creationTimestamp` field (creation timestamp). */
  creationTimestamp: number
  /** The gateway's `modifiedTimestamp` field (modified timestamp). */
  modifiedTimestamp: number
  /** The gateway's `confirmationsSubmitted` field (confirmations submitted). */
  confirmationsSubmitted: number
  /** The gateway's `confirmationsRequired` field (confirmations required). */
  confirmationsRequired: number
  /** The gateway's `proposedBy` field (proposed by). */
  proposedBy: AddressEx
  /** The gateway's `confirmations` field (confirmations). */
  confirmations: { owner: AddressEx; signature: string }[]
  /** The combined signature, once enough owners signed. */
  preparedSignature?: string | null
}

export type SafeMessageListItem = SafeMessage | { type: 'DATE_LABEL'; timestamp: number }
export type SafeMessageListPage = Page<SafeMessageListItem>

export interface ProposeSafeMessageRequest {
  /** The gateway's `message` field (message). */
  message: string | TypedDataMessage
  /** The gateway's `safeAppId` field (safe app id). */
  safeAppId?: number | null
  /** The gateway's `signature` field (signature). */
  signature: string
}

export interface ConfirmSafeMessageRequest {
  /** The gateway's `signature` field (signature). */
  signature: string
}
