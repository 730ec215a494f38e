import type { AddressEx, Page, QueryValue, TokenInfo } from './common'
import type { ImplementationVersionState } from './vocabulary'

export interface SafeInfo {
  address: AddressEx
  /** Decimal string, e.g. '1101'. */
  chainId: string
  nonce: number
  threshold: number
  owners: AddressEx[]
  implementation: AddressEx
  implementationVersionState: ImplementationVersionState
  modules: AddressEx[] | null
  guard: AddressEx | null
  fallbackHandler: AddressEx | null
  version: string | null
  collectiblesTag?: string | null
  txQueuedTag?: string | null
  txHistoryTag?: string | null
  messagesTag?: string | null
}

export interface SafeBalanceItem {
  tokenInfo: TokenInfo
  /** Raw amount in the token's smallest unit, as a decimal string. */
  balance: string
  fiatBalance: string
  fiatConversion: string
}

export interface SafeBalanceResponse {
  fiatTotal: string
  items: SafeBalanceItem[]
}

/** Currency codes the service can price balances in, e.g. ['USD', 'EUR']. */
export type FiatCurrencies = string[]

export interface OwnedSafes {
  safes: string[]
}

export interface SafeCollectible {
  address: string
  tokenName: string
  tokenSymbol: string
  logoUri: string
  id: string
  uri: string | null
  name: string | null
  description: string | null
  imageUri: string | null
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
  execution_date__gte?: string | null
  execution_date__lte?: string | null
  to?: string | null
  token_address?: string | null
  value?: string | null
  timezone_offset?: number | null
}

export interface ModuleTransactionsQuery {
  [key: string]: QueryValue
  module?: string | null
  to?: string | null
  timezone_offset?: number | null
}

export interface MultisigTransactionsQuery {
  [key: string]: QueryValue
  execution_date__gte?: string | null
  execution_date__lte?: string | null
  to?: string | null
  value?: string | null
  nonce?: string | null
  executed?: string | null
  timezone_offset?: number | null
}
