import type { Address } from 'viem'
import type { Config } from '../config'
import { ConnectorNotConnectedError } from '../errors'
import type { InvalidRecentTransactionError, RecentTransactionNotFoundError } from '../transactions/errors'
import type { RecentTransactionUpdate } from '../transactions/types'

/**
 * Parameters of updateRecentTransaction: the entry (a transaction's `hash`, or a call
 * bundle's `id`), its new description, and whose list it is in (default: the connected
 * account on its current chain).
 */
export type UpdateRecentTransactionParameters = RecentTransactionUpdate & {
  /** Default: the connected account. */
  account?: Address
  /** Default: the chain the wallet is connected to. */
  chainId?: number
}

/** Errors updateRecentTransaction can throw. */
export type UpdateRecentTransactionErrorType = ConnectorNotConnectedError | InvalidRecentTransactionError | RecentTransactionNotFoundError

/**
 * Rewrite the description of an entry already in Recent Transactions, for what is known
 * only once it is mined: an amount the receipt's events say was paid, not the estimate
 * made at the click. The entry keeps its place and status; the list (the account modal's,
 * every other tab's) shows the new words at once, and they are stored. RainbowKit and
 * wagmi have no such action; it is named after useAddRecentTransaction's family. Throws an
 * UpdateRecentTransactionErrorType (a too-long description is refused, not cut).
 */
export function updateRecentTransaction(config: Config, parameters: UpdateRecentTransactionParameters): void {
  const { account: given, chainId: givenChain, ...update } = parameters
  const state = config.getState()
  const connected = state.status === 'connected' || state.status === 'unauthenticated'
  const account = given ?? (connected ? state.accounts[0] : undefined)
  const chainId = givenChain ?? (connected ? state.chainId : undefined)
  if (account === undefined || chainId === undefined) throw new ConnectorNotConnectedError()
  config.transactions.updateTransaction(account, chainId, update as RecentTransactionUpdate)
}
