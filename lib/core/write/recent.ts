import type { Address, Hash } from 'viem'
import type { Config } from '../config'

/**
 * Adds the write to Recent Transactions in the same call: `{ description }` (shown in the
 * list; on by default when given), optionally `confirmations`. `false` or absent: not added.
 */
export type RecentOption = { description: string; confirmations?: number } | false

/** Records a sent transaction in the config's recent list; a bad description never loses the hash. */
export function addRecent(config: Config, recent: RecentOption | undefined, account: Address, chainId: number, hash: Hash): void {
  if (!recent) return
  try {
    config.transactions.addTransaction(account, chainId, { hash, description: recent.description, confirmations: recent.confirmations })
  } catch (error) {
    console.warn('[porch] not added to recent transactions:', error)
  }
}
