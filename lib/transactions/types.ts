import type { Address, Hash } from 'viem'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/** A recent transaction as stored. `hash` is stored lowercase. */
export interface Transaction {
  hash: Hash
  status: TransactionStatus
  description: string
  /** Blocks to wait for before `confirmed`; integer >= 1. Absent means 1. */
  confirmations?: number
}

/** What a caller hands `addTransaction`; validated at runtime, hence the loose types. */
export interface NewTransaction {
  hash: string
  description: string
  confirmations?: number
}

export interface TransactionStore {
  /** Adds (or re-adds, by hash) a pending transaction and starts watching its receipt. Throws on invalid input. */
  addTransaction(account: Address, chainId: number, tx: NewTransaction): void
  /** Transactions of one account on one chain, newest first. Same array until something changes. */
  getTransactions(account: Address, chainId: number): readonly Transaction[]
  /** Drops all transactions of one account on one chain. Throws 'No address or chain ID found' without both. */
  clearTransactions(account?: Address, chainId?: number): void
  setTransactionStatus(account: Address, chainId: number, hash: string, status: TransactionStatus): void
  /** Called after every change, local or from another tab. */
  subscribe(listener: () => void): () => void
  /** Watches the stored pending transactions of this account and chain (e.g. after a reload). */
  waitForPendingTransactions(account: Address, chainId: number): void
  /** Stops listening to other tabs and ignores receipts that arrive later. */
  destroy(): void
}
