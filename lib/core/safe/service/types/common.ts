import type { TokenType } from './vocabulary'

/** Chain ids travel as decimal strings in paths; numbers are accepted and stringified. */
export type ChainIdParam = string | number

/** An address with the labels the service knows for it. */
export interface AddressEx {
  /** The checksummed address. */
  value: string
  /** The address book or contract name the service knows for the address, if any. */
  name?: string | null
  /** URL of the logo the service shows for the address (a token or contract logo), if any. */
  logoUri?: string | null
}

/**
 * One page of a list. `next` and `previous` are absolute URLs on the service; pass one back
 * as the `pageUrl` argument of the same function to load that page.
 */
export interface Page<T> {
  /** Total number of items across all pages, when the service reports it. */
  count?: number
  /** URL of the next page, or null on the last page. */
  next?: string | null
  /** URL of the previous page, or null on the first page. */
  previous?: string | null
  /** The items on this page. */
  results: T[]
}

/** Query values; null and undefined are left out of the query string. */
export type QueryValue = string | number | boolean | bigint | null | undefined
/** A request's query parameters by name; values are stringified, null and undefined left out. */
export type Query = Readonly<Record<string, QueryValue>>

/** A token as the service describes it: contract, standard, name, symbol and decimals. */
export interface TokenInfo {
  /** The token standard (ERC20, ERC721 or the chain's native coin). */
  type: TokenType
  /** The token contract's address (the zero address for the native coin). */
  address: string
  /** Decimals of the token's smallest unit; null when unknown or not applicable (ERC721). */
  decimals: number | null
  /** The token's ticker symbol, e.g. 'USDC'. */
  symbol: string
  /** The token's display name. */
  name: string
  /** URL of the token's logo, or null when the service has none. */
  logoUri: string | null
}

/** Safe operation: 0 is CALL, 1 is DELEGATECALL. */
export type Operation = 0 | 1

/** The body the service sends with a non-OK answer (when it sends one). */
export interface ServiceErrorBody {
  /** The service's error code (numeric or symbolic). */
  code: number | string
  /** The service's explanation of the error, in plain words. */
  message: string
  /** Extra values the service attaches to the error, if any. */
  arguments?: unknown[]
}
