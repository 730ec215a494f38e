export { AccountModal, type AccountModalProps } from './AccountModal'
export { RecentTransactions, RECENT_TRANSACTIONS_SHOWN } from './RecentTransactions'
export { useCopyFeedback, COPY_FEEDBACK_MS } from './useCopyFeedback'
export type { WatchAsset } from '../../react/watchAsset'
