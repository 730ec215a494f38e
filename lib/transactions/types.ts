import type { Address, Hash } from 'viem'
import type { SafeTxProgress } from '../core/types'

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/**
 * A chain transaction as stored (product spec §3). `hash` is stored lowercase. `kind` is
 * absent in what older versions stored, and means 'transaction'.
 */
export interface ChainTransaction {
  kind?: 'transaction'
  hash: Hash
  status: TransactionStatus
  description: string
  /** Blocks to wait for before `confirmed`; integer >= 1. Absent means 1. */
  confirmations?: number
}

/**
 * A Safe (multisig) transaction: `hash` is the safeTxHash, which is NOT on chain. It is
 * `pending` while owners sign and until its execution has a receipt; `safe` says where it
 * stands, and carries the real transaction hash once executed.
 */
export interface SafeTransaction {
  kind: 'safe'
  hash: Hash
  status: TransactionStatus
  description: string
  /** Absent until the Safe has first been asked. */
  safe?: SafeTxProgress
}

/** A recent entry; `kind` tells which. */
export type Transaction = ChainTransaction | SafeTransaction
export type TransactionKind = NonNullable<Transaction['kind']>

/** What a caller hands `addTransaction`; validated at runtime, hence the loose types. */
export interface NewTransaction {
  /** 'safe' for a proposed Safe transaction (hash = safeTxHash); default 'transaction'. */
  kind?: TransactionKind
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
  /** Records where a Safe transaction stands (and its chain hash once executed). */
  setSafeProgress(account: Address, chainId: number, safeTxHash: string, progress: SafeTxProgress): void
  /** Called after every change, local or from another tab. */
  subscribe(listener: () => void): () => void
  /** Watches the stored pending transactions of this account and chain (e.g. after a reload). */
  waitForPendingTransactions(account: Address, chainId: number): void
  /** Stops listening to other tabs and ignores receipts that arrive later. */
  destroy(): void
}
