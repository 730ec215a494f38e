import type { AddressEx, Operation, Page, QueryValue, TokenInfo } from './common'
import type { TransactionStatus } from './vocabulary'

export type TransferDirection = 'INCOMING' | 'OUTGOING' | 'UNKNOWN'

export type TransferInfo =
  | {
      type: 'ERC20'
      /** The gateway's `tokenAddress` field (token address). */
      tokenAddress: string
      /** The gateway's `tokenName` field (token name). */
      tokenName?: string
      /** The gateway's `tokenSymbol` field (token symbol). */
      tokenSymbol?: string
      /** The gateway's `logoUri` field (logo uri). */
      logoUri?: string | null
      /** The gateway's `decimals` field (decimals). */
      decimals?: number | null
      /** The gateway's `value` field (value). */
      value: string
      /** The gateway's `trusted` field (trusted). */
      trusted?: boolean | null
      /** The gateway's `imitation` field (imitation). */
      imitation?: boolean
    }
  | { type: 'ERC721'; tokenAddress: string; tokenId: string; tokenName?: string; tokenSymbol?: string; logoUri?: string | null }
  | { type: 'NATIVE_COIN'; value: string }

export type ParamValue = string | ParamValue[]

export interface DecodedParameter {
  /** The gateway's `name` field (name). */
  name: string
  type: string
  /** The gateway's `value` field (value). */
  value: ParamValue
  /** The gateway's `valueDecoded` field (value decoded). */
  valueDecoded?: InternalTransaction[] | null
}

export interface DataDecoded {
  /** The gateway's `method` field (method). */
  method: string
  /** The gateway's `parameters` field (parameters). */
  parameters?: DecodedParameter[] | null
}

export interface InternalTransaction {
  /** The gateway's `operation` field (operation). */
  operation: Operation
  /** The gateway's `to` field (to). */
  to: string
  /** The gateway's `value` field (value). */
  value?: string | null
  /** The gateway's `data` field (data). */
  data: string | null
  /** The gateway's `dataDecoded` field (data decoded). */
  dataDecoded?: DataDecoded | null
}

/** Fields every transaction info carries. */
export interface TxInfoBase {
  /** The gateway's `humanDescription` field (human description). */
  humanDescription?: string | null
}

export interface TransferTxInfo extends TxInfoBase {
  type: 'Transfer'
  /** The gateway's `sender` field (sender). */
  sender: AddressEx
  /** The gateway's `recipient` field (recipient). */
  recipient: AddressEx
  /** The gateway's `direction` field (direction). */
  direction: TransferDirection
  /** The gateway's `transferInfo` field (transfer info). */
  transferInfo: TransferInfo
}

export interface SettingsChangeTxInfo extends TxInfoBase {
  type: 'SettingsChange'
  /** The gateway's `dataDecoded` field (data decoded). */
  dataDecoded: DataDecoded
  /** Which setting changed (ADD_OWNER, CHANGE_THRESHOLD, ...) and its arguments. */
  settingsInfo?: { type: string; [field: string]: unknown } | null
}

export interface CustomTxInfo extends TxInfoBase {
  type: 'Custom'
  /** The gateway's `to` field (to). */
  to: AddressEx
  /** The gateway's `dataSize` field (data size). */
  dataSize: string
  /** The gateway's `value` field (value). */
  value: string
  /** The gateway's `methodName` field (method name). */
  methodName?: string | null
  /** Number of calls when this is a MultiSend batch. */
  actionCount?: number | null
  /** The gateway's `isCancellation` field (is cancellation). */
  isCancellation: boolean
}

export interface CreationTxInfo extends TxInfoBase {
  type: 'Creation'
  /** The gateway's `creator` field (creator). */
  creator: AddressEx
  /** The gateway's `transactionHash` field (transaction hash). */
  transactionHash: string
  /** The gateway's `implementation` field (implementation). */
  implementation?: AddressEx | null
  /** The gateway's `factory` field (factory). */
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
  /** The gateway's `signer` field (signer). */
  signer: AddressEx
  /** The gateway's `signature` field (signature). */
  signature?: string | null
  /** Milliseconds since the epoch. */
  submittedAt: number
}

export interface MultisigExecutionDetails {
  type: 'MULTISIG'
  /** The gateway's `submittedAt` field (submitted at). */
  submittedAt: number
  /** The gateway's `nonce` field (nonce). */
  nonce: number
  /** The gateway's `safeTxGas` field (safe tx gas). */
  safeTxGas: string
  /** The gateway's `baseGas` field (base gas). */
  baseGas: string
  /** The gateway's `gasPrice` field (gas price). */
  gasPrice: string
  /** The gateway's `gasToken` field (gas token). */
  gasToken: string
  /** The gateway's `refundReceiver` field (refund receiver). */
  refundReceiver: AddressEx
  /** The gateway's `safeTxHash` field (safe tx hash). */
  safeTxHash: string
  /** The gateway's `executor` field (executor). */
  executor?: AddressEx | null
  /** The gateway's `signers` field (signers). */
  signers: AddressEx[]
  /** The gateway's `confirmationsRequired` field (confirmations required). */
  confirmationsRequired: number
  /** The gateway's `confirmations` field (confirmations). */
  confirmations: MultisigConfirmation[]
  /** The gateway's `rejectors` field (rejectors). */
  rejectors?: AddressEx[] | null
  /** The gateway's `gasTokenInfo` field (gas token info). */
  gasTokenInfo?: TokenInfo | null
  /** The gateway's `trusted` field (trusted). */
  trusted: boolean
  /** The gateway's `proposer` field (proposer). */
  proposer?: AddressEx | null
}

export interface ModuleExecutionDetails {
  type: 'MODULE'
  /** The gateway's `address` field (address). */
  address: AddressEx
}

export type DetailedExecutionInfo = MultisigExecutionDetails | ModuleExecutionDetails

export interface TransactionData {
  /** The gateway's `hexData` field (hex data). */
  hexData?: string | null
  /** The gateway's `dataDecoded` field (data decoded). */
  dataDecoded?: DataDecoded | null
  /** The gateway's `to` field (to). */
  to: AddressEx
  /** The gateway's `value` field (value). */
  value?: string | null
  /** The gateway's `operation` field (operation). */
  operation: Operation
  /** The gateway's `addressInfoIndex` field (address info index). */
  addressInfoIndex?: Record<string, AddressEx> | null
  /** The gateway's `trustedDelegateCallTarget` field (trusted delegate call target). */
  trustedDelegateCallTarget?: boolean | null
}

export interface SafeAppInfo {
  /** The gateway's `name` field (name). */
  name: string
  /** The gateway's `url` field (url). */
  url: string
  /** The gateway's `logoUri` field (logo uri). */
  logoUri: string | null
}

export interface TransactionDetails {
  /** The gateway's `safeAddress` field (safe address). */
  safeAddress: string
  /** The service's id, e.g. 'multisig_<safe>_<safeTxHash>'. */
  txId: string
  /** Execution time in ms since the epoch, once executed. */
  executedAt?: number | null
  /** The gateway's `txStatus` field (tx status). */
  txStatus: TransactionStatus
  /** The gateway's `txInfo` field (tx info). */
  txInfo: TransactionInfo
  /** The gateway's `txData` field (tx data). */
  txData?: TransactionData | null
  /** The gateway's `detailedExecutionInfo` field (detailed execution info). */
  detailedExecutionInfo?: DetailedExecutionInfo | null
  /** The chain transaction hash, present once the Safe transaction was executed. */
  txHash?: string | null
  /** The gateway's `safeAppInfo` field (safe app info). */
  safeAppInfo?: SafeAppInfo | null
  /** The gateway's `note` field (note). */
  note?: string | null
}

export type ExecutionInfo =
  | { type: 'MULTISIG'; nonce: number; confirmationsRequired: number; confirmationsSubmitted: number; missingSigners?: AddressEx[] | null }
  | { type: 'MODULE'; address: AddressEx }

export interface TransactionSummary {
  /** The gateway's `id` field (id). */
  id: string
  /** The gateway's `timestamp` field (timestamp). */
  timestamp: number
  /** The gateway's `txStatus` field (tx status). */
  txStatus: TransactionStatus
  /** The gateway's `txInfo` field (tx info). */
  txInfo: TransactionInfo
  /** The gateway's `txHash` field (tx hash). */
  txHash?: string | null
  /** The gateway's `executionInfo` field (execution info). */
  executionInfo?: ExecutionInfo | null
  /** The gateway's `safeAppInfo` field (safe app info). */
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
  /** The gateway's `timezone_offset` field (timezone offset). */
  timezone_offset?: number | null
}

export interface SafeTransactionEstimationRequest {
  /** The gateway's `to` field (to). */
  to: string
  /** The gateway's `value` field (value). */
  value: string
  /** The gateway's `data` field (data). */
  data: string
  /** The gateway's `operation` field (operation). */
  operation: Operation
}

export interface SafeTransactionEstimation {
  /** The gateway's `currentNonce` field (current nonce). */
  currentNonce: number
  /** The gateway's `recommendedNonce` field (recommended nonce). */
  recommendedNonce: number
  /** The gateway's `safeTxGas` field (safe tx gas). */
  safeTxGas: string
}

export interface ProposeTransactionRequest {
  /** The gateway's `to` field (to). */
  to: string
  /** The gateway's `value` field (value). */
  value: string
  /** The gateway's `data` field (data). */
  data?: string | null
  /** The gateway's `nonce` field (nonce). */
  nonce: string
  /** The gateway's `operation` field (operation). */
  operation: Operation
  /** The gateway's `safeTxGas` field (safe tx gas). */
  safeTxGas: string
  /** The gateway's `baseGas` field (base gas). */
  baseGas: string
  /** The gateway's `gasPrice` field (gas price). */
  gasPrice: string
  /** The gateway's `gasToken` field (gas token). */
  gasToken: string
  /** The gateway's `refundReceiver` field (refund receiver). */
  refundReceiver?: string | null
  /** The gateway's `safeTxHash` field (safe tx hash). */
  safeTxHash: string
  /** The gateway's `sender` field (sender). */
  sender: string
  /** The gateway's `signature` field (signature). */
  signature?: string | null
  /** The gateway's `origin` field (origin). */
  origin?: string | null
}
