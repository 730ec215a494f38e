import type { Address, Hash, Hex } from 'viem'
import type { SafeTxProgress } from '../types'
import type { BundleFailure } from '../calls/status'

/** A recent transaction's status. */
export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

/**
 * A sent transaction can also end without a receipt of its own, when another transaction of
 * the same sender takes its nonce: `cancelled` by the wallet (a 0-value transfer to oneself),
 * or `dropped` for an unrelated one. A speed-up is not an end: it stays pending, confirmed or
 * failed, following the new hash (`replacedBy`).
 */
export type SentTransactionStatus = TransactionStatus | 'cancelled' | 'dropped'

/**
 * What was sent, as the node first reported it: sender and nonce (the slot a replacement
 * takes) and the intent (recipient, value, calldata hash) a speed-up keeps and a
 * cancellation drops. Stored so a pending entry is followed honestly after a reload, when
 * the node may no longer know the original hash.
 */
export interface SentFingerprint {
  /** Lowercase. */
  from: Address
  /** The sender's nonce the transaction uses. */
  nonce: number
  /** Lowercase; null for a contract creation. */
  to: Address | null
  /** Wei, as a lowercase JSON-RPC quantity ('0x0'). */
  value: Hex
  /** keccak256 of the calldata. */
  input: Hash
}

/** A recent transaction as stored. `hash` is stored lowercase. */
export interface SentTransaction {
  /** Absent for a chain transaction (tells it apart from a bundle or a Safe transaction). */
  kind?: undefined
  /** The hash the wallet first returned: the entry's identity, even after a replacement. */
  hash: Hash
  /** Where it stands; see SentTransactionStatus. */
  status: SentTransactionStatus
  /** The app's words for it, shown in the list ('Approve 10 USDC', 'Deposit 0.5 ETH'). */
  description: string
  /** Blocks to wait for before `confirmed`; integer >= 1. Absent means 1. */
  confirmations?: number
  /** Learned from the node while the transaction is pending; absent in entries stored by older versions. */
  sent?: SentFingerprint
  /**
   * The transaction that took this one's nonce (lowercase): with status pending, confirmed
   * or failed, its speed-up (the explorer link goes there); with cancelled or dropped, the
   * transaction that cancelled or displaced it.
   */
  replacedBy?: Hash
}

/**
 * An EIP-5792 call bundle (wallet_sendCalls). Its `id` is the wallet's, any string: it is
 * not a transaction hash, so the bundle is followed with wallet_getCallsStatus and links
 * to the hashes of its receipts once it has them.
 */
export interface CallBundle {
  /** Marks a call bundle. */
  kind: 'calls'
  /** A bundle has no hash of its own (see `id` and `receipts`). */
  hash?: undefined
  /** The bundle id the wallet returned from wallet_sendCalls. */
  id: string
  /** Pending until wallet_getCallsStatus reports it final. */
  status: TransactionStatus
  /** The app's words for it, shown in the list. */
  description: string
  /** Hashes of the bundle's transactions (lowercase), known once it is final. */
  receipts?: readonly Hash[]
  /**
   * Why it failed, as a code the account modal words in the reader's locale (the kit's
   * `account` catalogue). Entries stored by older versions with an English `reason` read as
   * `unknown`.
   */
  failure?: BundleFailure
}

/**
 * A Safe (multisig) transaction: `hash` is the safeTxHash, which is NOT on chain. It is
 * `pending` while owners sign and until its execution has a receipt; `safe` says where it
 * stands, and carries the real transaction hash once executed.
 */
export interface SafeTransaction {
  /** Marks a Safe transaction. */
  kind: 'safe'
  /** The safeTxHash (not a chain transaction hash). */
  hash: Hash
  /** Pending while owners sign and until the execution has a receipt. */
  status: TransactionStatus
  /** The app's words for it, shown in the list. */
  description: string
  /** Absent until the Safe has first been asked. */
  safe?: SafeTxProgress
}

/** One entry of the recent list: a transaction, a bundle of calls, or a Safe transaction. */
export type Transaction = SentTransaction | CallBundle | SafeTransaction

/** Stable key of an entry in its list (a hash, or `calls:` + the bundle id). */
export const entryKey = (tx: Transaction): string => (tx.kind === 'calls' ? `calls:${tx.id}` : tx.hash)

/** What a caller hands `addTransaction`; validated at runtime, hence the loose types. */
export interface NewTransaction {
  /** 'safe' for a proposed Safe transaction (hash = safeTxHash); absent for a chain transaction. */
  kind?: 'safe'
  /** The transaction hash the wallet returned (or the safeTxHash): 0x and 64 hex digits. */
  hash: string
  /** What the transaction does, in the app's words, shown in the list. */
  description: string
  /** Blocks to wait for before it counts as confirmed; an integer of at least 1. Default 1. */
  confirmations?: number
}

/**
 * What a caller hands `updateTransaction`: the entry (a transaction's `hash`, or a call
 * bundle's `id`) and its new description. Validated at runtime, hence the loose types.
 */
export type RecentTransactionUpdate =
  | { hash: string; id?: undefined; description: string }
  | { id: string; hash?: undefined; description: string }

/** The recent-transactions store: per account and chain, persisted, followed until final. */
export interface TransactionStore {
  /** Adds (or re-adds, by hash) a pending transaction and starts watching its receipt. Throws on invalid input. */
  addTransaction(account: Address, chainId: number, tx: NewTransaction): void
  /** Transactions of one account on one chain, newest first. Same array until something changes. */
  getTransactions(account: Address, chainId: number): readonly Transaction[]
  /** Adds a pending call bundle (EIP-5792 id) and follows it with wallet_getCallsStatus. Throws on invalid input. */
  addCalls(account: Address, chainId: number, bundle: { id: string; description: string }): void
  /** Drops all transactions of one account on one chain. Throws 'No address or chain ID found' without both. */
  clearTransactions(account?: Address, chainId?: number): void
  /**
   * Rewrites the description of a transaction (by `hash`) or bundle (by `id`) already in
   * this account's list on this chain, keeping its place and status; every subscriber (and
   * every other tab) hears it. Throws InvalidRecentTransactionError on invalid input (the
   * description is not cut as on add: it is refused past MAX_DESCRIPTION characters) and
   * RecentTransactionNotFoundError when the list has no such entry.
   */
  updateTransaction(account: Address, chainId: number, update: RecentTransactionUpdate): void
  /** Sets a transaction's status by hand (the store sets it itself from receipts). */
  setTransactionStatus(account: Address, chainId: number, hash: string, status: TransactionStatus): void
  /** Records where a Safe transaction stands (and its chain hash once executed). */
  setSafeProgress(account: Address, chainId: number, safeTxHash: string, progress: SafeTxProgress): void
  /** Called after every change, local or from another tab. */
  subscribe(listener: () => void): () => void
  /** Watches the stored pending transactions of this account and chain (e.g. after a reload). */
  waitForPendingTransactions(account: Address, chainId: number): void
  /**
   * (Re)starts listening to other tabs and applying receipts after a `destroy`, and returns
   * `destroy`. A new store is already started; the provider calls this in an effect so a
   * mount-unmount-mount (React StrictMode) leaves the store working.
   */
  start(): () => void
  /** Stops listening to other tabs and ignores receipts that arrive later. */
  destroy(): void
}
