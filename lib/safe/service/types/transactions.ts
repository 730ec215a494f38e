import type { AddressEx, Operation, Page, QueryValue, TokenInfo } from './common'
import type { TransactionStatus } from './vocabulary'

export type TransferDirection = 'INCOMING' | 'OUTGOING' | 'UNKNOWN'

export type TransferInfo =
  | {
      type: 'ERC20'
      tokenAddress: string
      tokenName?: string
      tokenSymbol?: string
      logoUri?: string | null
      decimals?: number | null
      value: string
      trusted?: boolean | null
      imitation?: boolean
    }
  | { type: 'ERC721'; tokenAddress: string; tokenId: string; tokenName?: string; tokenSymbol?: string; logoUri?: string | null }
  | { type: 'NATIVE_COIN'; value: string }

export type ParamValue = string | ParamValue[]

export interface DecodedParameter {
  name: string
  type: string
  value: ParamValue
  valueDecoded?: InternalTransaction[] | null
}

export interface DataDecoded {
  method: string
  parameters?: DecodedParameter[] | null
}

export interface InternalTransaction {
  operation: Operation
  to: string
  value?: string | null
  data: string | null
  dataDecoded?: DataDecoded | null
}

/** Fields every transaction info carries. */
export interface TxInfoBase {
  humanDescription?: string | null
}

export interface TransferTxInfo extends TxInfoBase {
  type: 'Transfer'
  sender: AddressEx
  recipient: AddressEx
  direction: TransferDirection
  transferInfo: TransferInfo
}

export interface SettingsChangeTxInfo extends TxInfoBase {
  type: 'SettingsChange'
  dataDecoded: DataDecoded
  /** Which setting changed (ADD_OWNER, CHANGE_THRESHOLD, ...) and its arguments. */
  settingsInfo?: { type: string; [field: string]: unknown } | null
}

export interface CustomTxInfo extends TxInfoBase {
  type: 'Custom'
  to: AddressEx
  dataSize: string
  value: string
  methodName?: string | null
  /** Number of calls when this is a MultiSend batch. */
  actionCount?: number | null
  isCancellation: boolean
}

export interface CreationTxInfo extends TxInfoBase {
  type: 'Creation'
  creator: AddressEx
  transactionHash: string
  implementation?: AddressEx | null
  factory?: AddressEx | null
}

/** Swap, TWAP and native staking entries: kept whole, not modelled field by field. */
export interface OtherTxInfo extends TxInfoBase {
  type:
    | 'SwapOrder'
    | 'TwapOrder'
    | 'SwapTransfer'
    | 'NativeStakingDeposit'
    | 'NativeStakingValidatorsExit'
    | 'NativeStakingWithdraw'
  [field: string]: unknown
}

export type TransactionInfo = TransferTxInfo | SettingsChangeTxInfo | CustomTxInfo | CreationTxInfo | OtherTxInfo

export interface MultisigConfirmation {
  signer: AddressEx
  signature?: string | null
  /** Milliseconds since the epoch. */
  submittedAt: number
}

export interface MultisigExecutionDetails {
  type: 'MULTISIG'
  submittedAt: number
  nonce: number
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: string
  refundReceiver: AddressEx
  safeTxHash: string
  executor?: AddressEx | null
  signers: AddressEx[]
  confirmationsRequired: number
  confirmations: MultisigConfirmation[]
  rejectors?: AddressEx[] | null
  gasTokenInfo?: TokenInfo | null
  trusted: boolean
  proposer?: AddressEx | null
}

export interface ModuleExecutionDetails {
  type: 'MODULE'
  address: AddressEx
}

export type DetailedExecutionInfo = MultisigExecutionDetails | ModuleExecutionDetails

export interface TransactionData {
  hexData?: string | null
  dataDecoded?: DataDecoded | null
  to: AddressEx
  value?: string | null
  operation: Operation
  addressInfoIndex?: Record<string, AddressEx> | null
  trustedDelegateCallTarget?: boolean | null
}

export interface SafeAppInfo {
  name: string
  url: string
  logoUri: string | null
}

export interface TransactionDetails {
  safeAddress: string
  /** The service's id, e.g. 'multisig_<safe>_<safeTxHash>'. */
  txId: string
  /** Execution time in ms since the epoch, once executed. */
  executedAt?: number | null
  txStatus: TransactionStatus
  txInfo: TransactionInfo
  txData?: TransactionData | null
  detailedExecutionInfo?: DetailedExecutionInfo | null
  /** The chain transaction hash, present once the Safe transaction was executed. */
  txHash?: string | null
  safeAppInfo?: SafeAppInfo | null
  note?: string | null
}

export type ExecutionInfo =
  | { type: 'MULTISIG'; nonce: number; confirmationsRequired: number; confirmationsSubmitted: number; missingSigners?: AddressEx[] | null }
  | { type: 'MODULE'; address: AddressEx }

export interface TransactionSummary {
  id: string
  timestamp: number
  txStatus: TransactionStatus
  txInfo: TransactionInfo
  txHash?: string | null
  executionInfo?: ExecutionInfo | null
  safeAppInfo?: SafeAppInfo | null
}

export type ConflictType = 'None' | 'HasNext' | 'End'

export type TransactionListItem =
  | { type: 'TRANSACTION'; transaction: TransactionSummary; conflictType: ConflictType }
  | { type: 'DATE_LABEL'; timestamp: number }
  | { type: 'LABEL'; label: 'Queued' | 'Next' }
  | { type: 'CONFLICT_HEADER'; nonce: number }

export type TransactionListPage = Page<TransactionListItem>
export type IncomingTransfersPage = Page<TransactionListItem>
export type ModuleTransactionsPage = Page<TransactionListItem>
export type MultisigTransactionsPage = Page<TransactionListItem>

export interface TransactionListQuery {
  [key: string]: QueryValue
  /** Include only transactions involving trusted tokens. */
  trusted?: boolean | null
  timezone_offset?: number | null
}

export interface SafeTransactionEstimationRequest {
  to: string
  value: string
  data: string
  operation: Operation
}

export interface SafeTransactionEstimation {
  currentNonce: number
  recommendedNonce: number
  safeTxGas: string
}

export interface ProposeTransactionRequest {
  to: string
  value: string
  data?: string | null
  nonce: string
  operation: Operation
  safeTxGas: string
  baseGas: string
  gasPrice: string
  gasToken: string
  refundReceiver?: string | null
  safeTxHash: string
  sender: string
  signature?: string | null
  origin?: string | null
}
