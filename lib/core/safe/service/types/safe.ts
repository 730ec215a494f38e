import type { AddressEx, Page, QueryValue, TokenInfo } from './common'
import type { ImplementationVersionState } from './vocabulary'

/** A Safe's configuration as the service last indexed it: owners, threshold, nonce, modules, version. */
export interface SafeInfo {
  /** The Safe's address. */
  address: AddressEx
  /** Decimal string, e.g. '1101'. */
  chainId: string
  /** The Safe's on-chain nonce: the next transaction to execute must use it. */
  nonce: number
  /** How many owners must confirm a transaction before it can execute. */
  threshold: number
  /** The Safe's owners. */
  owners: AddressEx[]
  /** The Safe singleton (master copy) the proxy delegates to. */
  implementation: AddressEx
  /** Whether the singleton is current, outdated or unknown to the service. */
  implementationVersionState: ImplementationVersionState
  /** Modules enabled on the Safe, which can execute transactions without owners' signatures. */
  modules: AddressEx[] | null
  /** The transaction guard checking the Safe's transactions, or null when none is set. */
  guard: AddressEx | null
  /** The Safe's fallback handler, or null when none is set. */
  fallbackHandler: AddressEx | null
  /** The Safe contracts version, e.g. '1.3.0'; null when the service does not recognise the singleton. */
  version: string | null
  /** Changes when the Safe's collectibles change; compare to know when to refetch. */
  collectiblesTag?: string | null
  /** Changes when the Safe's transaction queue changes; compare to know when to refetch. */
  txQueuedTag?: string | null
  /** Changes when the Safe's transaction history changes; compare to know when to refetch. */
  txHistoryTag?: string | null
  /** Changes when the Safe's off-chain messages change; compare to know when to refetch. */
  messagesTag?: string | null
}

/** One token the Safe holds, with its value in the requested fiat currency. */
export interface SafeBalanceItem {
  /** The token held. */
  tokenInfo: TokenInfo
  /** Raw amount in the token's smallest unit, as a decimal string. */
  balance: string
  /** The holding's value in the requested fiat currency, as a decimal string. */
  fiatBalance: string
  /** Price of one whole token in the requested fiat currency, as a decimal string. */
  fiatConversion: string
}

/** The Safe's token balances and their total fiat value. */
export interface SafeBalanceResponse {
  /** Sum of every item's fiat value, as a decimal string. */
  fiatTotal: string
  /** One entry per token held. */
  items: SafeBalanceItem[]
}

/** Currency codes the service can price balances in, e.g. ['USD', 'EUR']. */
export type FiatCurrencies = string[]

/** The Safes an address owns on a chain. */
export interface OwnedSafes {
  /** Addresses of the Safes the owner is an owner of. */
  safes: string[]
}

/** An NFT (ERC-721 token) the Safe holds. */
export interface SafeCollectible {
  /** The NFT contract's address. */
  address: string
  /** The NFT contract's name. */
  tokenName: string
  /** The NFT contract's symbol. */
  tokenSymbol: string
  /** URL of the collection's logo. */
  logoUri: string
  /** The token id, as a decimal string. */
  id: string
  /** The token's metadata URI (tokenURI), if any. */
  uri: string | null
  /** The token's name from its metadata, if any. */
  name: string | null
  /** The token's description from its metadata, if any. */
  description: string | null
  /** URL of the token's image from its metadata, if any. */
  imageUri: string | null
  /** The token's full metadata document, if fetched. */
  metadata: Record<string, unknown> | null
}

/** A page of the NFTs the Safe holds. */
export type SafeCollectiblesPage = Page<SafeCollectible>

/** Query of the balances list. */
export interface BalancesQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** Only tokens the service marks as trusted. */
  trusted?: boolean | null
  /** Leave out tokens flagged as spam. */
  exclude_spam?: boolean | null
}

/** Query of the collectibles list (same filters as balances). */
export type CollectiblesQuery = BalancesQuery

/** Query of the incoming transfers list. */
export interface IncomingTransfersQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** Only transfers executed at or after this ISO 8601 date. */
  execution_date__gte?: string | null
  /** Only transfers executed at or before this ISO 8601 date. */
  execution_date__lte?: string | null
  /** Only transfers to this address. */
  to?: string | null
  /** Only transfers of this token contract. */
  token_address?: string | null
  /** Only transfers of exactly this amount, in the token's smallest unit. */
  value?: string | null
  /** The caller's offset from UTC in milliseconds, so date labels fall on local days. */
  timezone_offset?: number | null
}

/** Query of the module transactions list. */
export interface ModuleTransactionsQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** Only transactions executed by this module. */
  module?: string | null
  /** Only transactions calling this address. */
  to?: string | null
  /** The caller's offset from UTC in milliseconds, so date labels fall on local days. */
  timezone_offset?: number | null
}

/** Query of the multisig transactions list. */
export interface MultisigTransactionsQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** Only transactions executed at or after this ISO 8601 date. */
  execution_date__gte?: string | null
  /** Only transactions executed at or before this ISO 8601 date. */
  execution_date__lte?: string | null
  /** Only transactions calling this address. */
  to?: string | null
  /** Only transactions sending exactly this native value, in wei. */
  value?: string | null
  /** Only transactions using this Safe nonce. */
  nonce?: string | null
  /** 'true' for executed transactions only, 'false' for pending ones only. */
  executed?: string | null
  /** The caller's offset from UTC in milliseconds, so date labels fall on local days. */
  timezone_offset?: number | null
}
