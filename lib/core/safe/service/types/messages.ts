import type { AddressEx, Page } from './common'
import type { SafeMessageStatus } from './vocabulary'

/** EIP-712 typed data as the service stores it. */
export interface TypedDataMessage {
  /** The EIP-712 domain separator's fields. */
  domain: { name?: string; version?: string; chainId?: unknown; verifyingContract?: string; salt?: string }
  /** The struct type definitions, by type name. */
  types: Record<string, { name: string; type: string }[]>
  /** The type of `message`, the struct being signed. */
  primaryType?: string
  /** The struct being signed. */
  message: Record<string, unknown>
}

/** An off-chain message the Safe's owners sign (EIP-1271), with its confirmations. */
export interface SafeMessage {
  /** Discriminator: a message (as opposed to a date label in a list). */
  type: 'MESSAGE'
  /** The Safe message hash (EIP-712 SafeMessage over the message's hash) the owners sign. */
  messageHash: string
  /** Whether the message still needs confirmations or is fully signed. */
  status: SafeMessageStatus
  /** URL of the proposing Safe App's logo, if any. */
  logoUri: string | null
  /** The proposing Safe App's name, if any. */
  name: string | null
  /** The message: plain text or EIP-712 typed data. */
  message: string | TypedDataMessage
  /** When the message was proposed, in milliseconds since the epoch. */
  creationTimestamp: number
  /** When the message last got a confirmation, in milliseconds since the epoch. */
  modifiedTimestamp: number
  /** How many owners have signed so far. */
  confirmationsSubmitted: number
  /** The Safe's threshold when the message was proposed. */
  confirmationsRequired: number
  /** The owner who proposed the message. */
  proposedBy: AddressEx
  /** Each signing owner with their signature. */
  confirmations: { owner: AddressEx; signature: string }[]
  /** The combined signature, once enough owners signed. */
  preparedSignature?: string | null
}

/** One row of the messages list: a message or a date label, told apart by `type`. */
export type SafeMessageListItem = SafeMessage | { type: 'DATE_LABEL'; timestamp: number }
/** A page of the Safe's off-chain messages. */
export type SafeMessageListPage = Page<SafeMessageListItem>

/** A new off-chain message to collect owners' signatures for, with the proposer's signature. */
export interface ProposeSafeMessageRequest {
  /** The message: plain text or EIP-712 typed data. */
  message: string | TypedDataMessage
  /** The id of the Safe App proposing the message, if any. */
  safeAppId?: number | null
  /** The proposing owner's signature over the Safe message hash. */
  signature: string
}

/** Another owner's signature on a proposed message. */
export interface ConfirmSafeMessageRequest {
  /** The owner's signature over the Safe message hash. */
  signature: string
}
