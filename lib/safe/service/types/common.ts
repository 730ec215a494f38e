import type { TokenType } from './vocabulary'

/** Chain ids travel as decimal strings in paths; numbers are accepted and stringified. */
export type ChainIdParam = string | number

/** An address with the labels the service knows for it. */
export interface AddressEx {
  value: string
  name?: string | null
  logoUri?: string | null
}

/**
 * One page of a list. `next` and `previous` are absolute URLs on the service; pass one back
 * as the `pageUrl` argument of the same function to load that page.
 */
export interface Page<T> {
  count?: number
  next?: string | null
  previous?: string | null
  results: T[]
}

/** Query values; null and undefined are left out of the query string. */
export type QueryValue = string | number | boolean | bigint | null | undefined
export type Query = Readonly<Record<string, QueryValue>>

export interface TokenInfo {
  type: TokenType
  address: string
  decimals: number | null
  symbol: string
  name: string
  logoUri: string | null
}

/** Safe operation: 0 is CALL, 1 is DELEGATECALL. */
export type Operation = 0 | 1

/** The body the service sends with a non-OK answer (when it sends one). */
export interface ServiceErrorBody {
  code: number | string
  message: string
  arguments?: unknown[]
}
