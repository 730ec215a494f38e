/**
 * The Safe client gateway's closed vocabularies. Each is a `const` list (usable at run time
 * to check a value that came over the wire) plus the union type derived from it.
 */

/** Lifecycle of a Safe transaction: proposed, fully signed, then executed, failed or replaced. */
export const transactionStatuses = [
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
] as const
export type TransactionStatus = (typeof transactionStatuses)[number]

/**
 * Token kinds. Balances name the chain's coin NATIVE_TOKEN; transfers name it NATIVE_COIN.
 */
export const tokenTypes = ['ERC20', 'ERC721', 'NATIVE_COIN', 'NATIVE_TOKEN'] as const
export type TokenType = (typeof tokenTypes)[number]

function member<T extends string>(list: readonly T[]) {
  return (value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value)
}

export const isTransactionStatus = member(transactionStatuses)
export const isTokenType = member(tokenTypes)

/** A Safe transaction in one of these states will not change any more. */
export function isFinalTransactionStatus(status: TransactionStatus): boolean {
  return status === 'SUCCESS' || status === 'FAILED' || status === 'CANCELLED'
}
