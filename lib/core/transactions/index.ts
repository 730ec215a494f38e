export { createTransactionStore, TRANSACTIONS_KEY } from './store'
export type { TransactionStatus, TransactionStore } from './types'
