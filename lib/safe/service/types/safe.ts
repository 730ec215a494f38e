import type { AddressEx, Page, QueryValue, TokenInfo } from './common'
import type { ImplementationVersionState } from './vocabulary'

export interface SafeInfo {
  /** The gateway's `address` field (address). */
  address: AddressEx
  /** Decimal string, e.g. '1101'. */
  chainId: string
  /** The gateway's `nonce` field (nonce). */
  nonce: number
  /** The gateway's `threshold` field (threshold). */
  threshold: number
  /** The gateway's `owners` field (owners). */
  owners: AddressEx[]
  /** The gateway's `implementation` field (implementation). */
  implementation: AddressEx
  /** The gateway's `implementationVersionState` field (implementation version state). */
  implementationVersionState: ImplementationVersionState
  /** The gateway's `modules` field (modules). */
  modules: AddressEx[] | null
  /** The gateway's `guard` field (guard). */
  guard: AddressEx | null
  /** The gateway's `fallbackHandler` field (fallback handler). */
  fallbackHandler: AddressEx | null
  /** The gateway's `version` field (version). */
  version: string | null
  /** The gateway's `collectiblesTag` field (collectibles tag). */
  collectiblesTag?: string | null
  /** The gateway's `txQueuedTag` field (tx queued tag). */
  txQueuedTag?: string | null
  /** The gateway's `txHistoryTag` field (tx history tag). */
  txHistoryTag?: string | null
  /** The gateway's `messagesTag` field (messages tag). */
  messagesTag?: string | null
}

export interface SafeBalanceItem {
  /** The gateway's `tokenInfo` field (token info). */
  tokenInfo: TokenInfo
  /** Raw amount in the token's smallest unit, as a decimal string. */
  balance: string
  /** The gateway's `fiatBalance` field (fiat balance). */
  fiatBalance: string
  /** The gateway's `fiatConversion` field (fiat conversion). */
  fiatConversion: string
}

export interface SafeBalanceResponse {
  /** The gateway's `fiatTotal` field (fiat total). */
  fiatTotal: string
  /** The gateway's `items` field (items). */
  items: SafeBalanceItem[]
}

/** Currency codes the service can price balances in, e.g. ['USD', 'EUR']. */
export type FiatCurrencies = string[]

export interface OwnedSafes {
  /** The gateway's `safes` field (safes). */
  safes: string[]
}

export interface SafeCollectible {
  /** The gateway's `address` field (address). */
  address: string
  /** The gateway's `tokenName` field (token name). */
  tokenName: string
  /** The gateway's `tokenSymbol` field (token symbol). */
  tokenSymbol: string
  /** The gateway's `logoUri` field (logo uri). */
  logoUri: string
  /** The gateway's `id` field (id). */
  id: string
  /** The gateway's `uri` field (uri). */
  uri: string | null
  /** The gateway's `name` field (name). */
  name: string | null
  /** The gateway's `description` field (description). */
  description: string | null
  /** The gateway's `imageUri` field (image uri). */
  imageUri: string | null
  /** The gateway's `metadata` field (metadata). */
  metadata: Record<string, unknown> | null
}

export type SafeCollectiblesPage = Page<SafeCollectible>

export interface BalancesQuery {
  [key: string]: QueryValue
  /** Only tokens the service marks as trusted. */
  trusted?: boolean | null
  /** Leave out tokens flagged as spam. */
  exclude_spam?: boolean | null
}

export type CollectiblesQuery = BalancesQuery

export interface IncomingTransfersQuery {
  [key: string]: QueryValue
  /** The gateway's `execution_date__gte` field (execution date  gte). */
  execution_date__gte?: string | null
  /** The gateway's `execution_date__lte` field (execution date  lte). */
  execution_date__lte?: string | null
  /** The gateway's `to` field (to). */
  to?: string | null
  /** The gateway's `token_address` field (token address). */
  token_address?: string | null
  /** The gateway's `value` field (value). */
  value?: string | null
  /** The gateway's `timezone_offset` field (timezone offset). */
  timezone_offset?: number | null
}

export interface ModuleTransactionsQuery {
  [key: string]: QueryValue
  /** The gateway's `module` field (module). */
  module?: string | null
  /** The gateway's `to` field (to). */
  to?: string | null
  /** The gateway's `timezone_offset` field (timezone offset). */
  timezone_offset?: number | null
}

export interface MultisigTransactionsQuery {
  [key: string]: QueryValue
  /** The gateway's `execution_date__gte` field (execution date  gte). */
  execution_date__gte?: string | null
  /** The gateway's `execution_date__lte` field (execution date  lte). */
  execution_date__lte?: string | null
  /** The gateway's `to` field (to). */
  to?: string | null
  /** The gateway's `value` field (value). */
  value?: string | null
  /** The gateway's `nonce` field (nonce). */
  nonce?: string | null
  /** The gateway's `executed` field (executed). */
  executed?: string | null
  /** The gateway's `timezone_offset` field (timezone offset). */
  timezone_offset?: number | null
}
