import type { TokenType } from './vocabulary'

/** Chain ids travel as decimal strings in paths; numbers are accepted and stringified. */
export type ChainIdParam = string | number

/** An address with the labels the service knows for it. */
export interface AddressEx {
  /** The gateway's `value` field (value). */
  value: string
  /** The gateway's `name` field (name). */
  name?: string | null
  /** The gateway's `logoUri` field (logo uri). */
  logoUri?: string | null
}

/**
 * One page of a list. `next` and `previous` are absolute URLs on the service; pass one back
 * as the `pageUrl` argument of the same function to load that page.
 */
export interface Page<T> {
  /** The gateway's `count` field (count). */
  count?: number
  /** The gateway's `next` field (next). */
  next?: string | null
  /** The gateway's `previous` field (previous). */
  previous?: string | null
  /** The gateway's `results` field (results). */
  results: T[]
}

/** Query values; null and undefined are left out of the query string. */
export type QueryValue = string | number | boolean | bigint | null | undefined
export type Query = Readonly<Record<string, QueryValue>>

export interface TokenInfo {
  type: TokenType
  /** The gateway's `address` field (address). */
  address: string
  /** The gateway's `decimals` field (decimals). */
  decimals: number | null
  /** The gateway's `symbol` field (symbol). */
  symbol: string
  /** The gateway's `name` field (name). */
  name: string
  /** The gateway's `logoUri` field (logo uri). */
  logoUri: string | null
}

/** Safe operation: 0 is CALL, 1 is DELEGATECALL. */
export type Operation = 0 | 1

/** The body the service sends with a non-OK answer (when it sends one). */
export interface ServiceErrorBody {
  /** The gateway's `code` field (code). */
  code: number | string
  /** The gateway's `message` field (message). */
  message: string
  /** The gateway's `arguments` field (arguments). */
  arguments?: unknown[]
}
