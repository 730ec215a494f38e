import type { TokenType } from './vocabulary'

/** Chain ids travel as decimal strings in paths; numbers are accepted and stringified. */
export type ChainIdParam = string | number

/** An address with the labels the service knows for it. */
export interface AddressEx {
  value: string
  name?: string | null
  logoUri?: string | null
}

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
