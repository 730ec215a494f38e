export { createTransactionStore, TRANSACTIONS_KEY, type TransactionStoreOptions } from './store'
export type { NewTransaction, Transaction, TransactionStatus, TransactionStore } from './types'
export { MAX_COMPLETED } from './table'
export { transactionErrors, isTransactionHash } from './validate'
