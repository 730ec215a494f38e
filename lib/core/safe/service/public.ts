// The wallet-service client as the kit's root entry offers it (see lib/index.ts).
export { createSafeServiceClient, type SafeServiceClient } from './client'
export type { PageOptions } from './endpoints/safes'
export { SafeServiceError, SafeServicePathError, type SafeServiceErrorType } from './errors'
export { DEFAULT_SAFE_SERVICE_URL, DEFAULT_SAFE_SERVICE_TIMEOUT_MS, type CallOptions, type FetchFn, type GetOptions, type SafeServiceClientOptions } from './request'
export {
  chainFeatures,
  deviceTypes,
  implementationVersionStates,
  isChainFeature,
  isDeviceType,
  isFinalTransactionStatus,
  isImplementationVersionState,
  isSafeMessageStatus,
  isTokenType,
  isTransactionStatus as isSafeTransactionStatus,
  messageStatuses,
  tokenTypes,
  transactionStatuses as safeTransactionStatuses,
  type ChainFeature,
  type DeviceType,
  type ImplementationVersionState,
  type SafeMessageStatus,
  type TokenType,
  type TransactionStatus as SafeServiceTransactionStatus,
} from './types/vocabulary'
export type * from './types/common'
export type * from './types/safe'
export type * from './types/chains'
export type * from './types/messages'
export type * from './types/accounts'
export type {
  ConflictType,
  CreationTxInfo,
  CustomTxInfo,
  DataDecoded,
  DecodedParameter,
  DetailedExecutionInfo,
  ExecutionInfo,
  IncomingTransfersPage,
  InternalTransaction,
  ModuleExecutionDetails,
  ModuleTransactionsPage,
  MultisigConfirmation,
  MultisigExecutionDetails,
  MultisigTransactionsPage,
  OtherTxInfo,
  ParamValue,
  ProposeTransactionRequest,
  SafeAppInfo,
  SafeTransactionEstimation,
  SafeTransactionEstimationRequest,
  SettingsChangeTxInfo,
  TransactionData,
  TransactionDetails,
  TransactionInfo,
  TransactionListItem,
  TransactionListPage,
  TransactionListQuery,
  TransactionSummary,
  TransferDirection,
  TransferInfo,
  TransferTxInfo,
  TxInfoBase,
} from './types/transactions'
