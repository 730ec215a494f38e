import type { AddressEx, Operation, Page, QueryValue, TokenInfo } from './common'
import type { TransactionStatus } from './vocabulary'
import type { DataDecoded, TransactionInfo } from './txInfo'
// What a transaction does lives in ./txInfo; re-exported so importers keep one path.
export type { TransferDirection, TransferInfo, ParamValue, DecodedParameter, DataDecoded, InternalTransaction, TxInfoBase, TransferTxInfo, SettingsChangeTxInfo, CustomTxInfo, CreationTxInfo, OtherTxInfo, TransactionInfo } from './txInfo'

/** One owner's signature on a Safe transaction. */
export interface MultisigConfirmation {
  /** The owner who signed. */
  signer: AddressEx
  /** The owner's signature as hex; absent for an on-chain approval (approveHash). */
  signature?: string | null
  /** Milliseconds since the epoch. */
  submittedAt: number
}

/** How a multisig transaction is signed and executed: its SafeTx fields and its confirmations. */
export interface MultisigExecutionDetails {
  /** Discriminator: a transaction executed through the owners' signatures. */
  type: 'MULTISIG'
  /** When the transaction was proposed, in milliseconds since the epoch. */
  submittedAt: number
  /** The Safe's transaction nonce this transaction uses. */
  nonce: number
  /** Gas the Safe forwards to the inner call (SafeTx `safeTxGas`), as a decimal string. */
  safeTxGas: string
  /** Gas paid for outside the inner call when refunding (SafeTx `baseGas`), as a decimal string. */
  baseGas: string
  /** Gas price used for the refund (SafeTx `gasPrice`); '0' means no refund. */
  gasPrice: string
  /** Token the refund is paid in (SafeTx `gasToken`); the zero address means native coin. */
  gasToken: string
  /** Who receives the refund (SafeTx `refundReceiver`); the zero address means the executor. */
  refundReceiver: AddressEx
  /** The EIP-712 hash of the Safe transaction that owners sign. */
  safeTxHash: string
  /** The account that executed the transaction on chain, once executed. */
  executor?: AddressEx | null
  /** The Safe's owners when the transaction was proposed: those who may confirm it. */
  signers: AddressEx[]
  /** The Safe's threshold when the transaction was proposed. */
  confirmationsRequired: number
  /** The owners' signatures collected so far. */
  confirmations: MultisigConfirmation[]
  /** Owners who signed a rejection of this transaction (a cancellation at the same nonce). */
  rejectors?: AddressEx[] | null
  /** Details of `gasToken` when a refund is paid in a token. */
  gasTokenInfo?: TokenInfo | null
  /** False when the service could not confirm the proposer was an owner or delegate. */
  trusted: boolean
  /** The owner or delegate who proposed the transaction, when known. */
  proposer?: AddressEx | null
}

/** A transaction a Safe module executed, without owners' signatures. */
export interface ModuleExecutionDetails {
  /** Discriminator: a transaction executed by a module. */
  type: 'MODULE'
  /** The module that executed the transaction. */
  address: AddressEx
}

/** How a transaction was (or will be) executed, told apart by `type`. */
export type DetailedExecutionInfo = MultisigExecutionDetails | ModuleExecutionDetails

/** The call a transaction makes: target, value, calldata and operation. */
export interface TransactionData {
  /** The calldata as hex, if any. */
  hexData?: string | null
  /** The calldata decoded, when the service knows the target's ABI. */
  dataDecoded?: DataDecoded | null
  /** The address the Safe calls. */
  to: AddressEx
  /** Native coin sent with the call in wei, as a decimal string. */
  value?: string | null
  /** Whether the Safe makes the call as CALL (0) or DELEGATECALL (1). */
  operation: Operation
  /** Names and logos of addresses found in the decoded data, keyed by address. */
  addressInfoIndex?: Record<string, AddressEx> | null
  /** For a DELEGATECALL: whether the target is one the service trusts (e.g. MultiSend). */
  trustedDelegateCallTarget?: boolean | null
}

/** The Safe App a transaction was proposed from. */
export interface SafeAppInfo {
  /** The app's name. */
  name: string
  /** The app's URL. */
  url: string
  /** URL of the app's icon, or null. */
  logoUri: string | null
}

/** One transaction in full, as the transaction details endpoint returns it. */
export interface TransactionDetails {
  /** The Safe the transaction belongs to. */
  safeAddress: string
  /** The service's id, e.g. 'multisig_<safe>_<safeTxHash>'. */
  txId: string
  /** Execution time in ms since the epoch, once executed. */
  executedAt?: number | null
  /** Where the transaction stands: awaiting confirmations or execution, succeeded, failed or cancelled. */
  txStatus: TransactionStatus
  /** What the transaction does. */
  txInfo: TransactionInfo
  /** The call the transaction makes, when it has one. */
  txData?: TransactionData | null
  /** Signing and execution details (multisig or module). */
  detailedExecutionInfo?: DetailedExecutionInfo | null
  /** The chain transaction hash, present once the Safe transaction was executed. */
  txHash?: string | null
  /** The Safe App the transaction was proposed from, if any. */
  safeAppInfo?: SafeAppInfo | null
  /** The proposer's free-text note on the transaction, if any. */
  note?: string | null
}

/** A list entry's execution summary: confirmation counts for multisig, or the module, told apart by `type`. */
export type ExecutionInfo =
  | { type: 'MULTISIG'; nonce: number; confirmationsRequired: number; confirmationsSubmitted: number; missingSigners?: AddressEx[] | null }
  | { type: 'MODULE'; address: AddressEx }

/** One transaction as the history and queue lists show it. */
export interface TransactionSummary {
  /** The service's transaction id; pass it to the details endpoint. */
  id: string
  /** Proposal time (queued) or execution time (history), in milliseconds since the epoch. */
  timestamp: number
  /** Where the transaction stands: awaiting confirmations or execution, succeeded, failed or cancelled. */
  txStatus: TransactionStatus
  /** What the transaction does. */
  txInfo: TransactionInfo
  /** The chain transaction hash, once executed. */
  txHash?: string | null
  /** Nonce and confirmation counts (multisig) or the module that executed it. */
  executionInfo?: ExecutionInfo | null
  /** The Safe App the transaction was proposed from, if any. */
  safeAppInfo?: SafeAppInfo | null
}

/** How a queued transaction relates to others at the same nonce: none, more follow, or the last of them. */
export type ConflictType = 'None' | 'HasNext' | 'End'

/** One row of a transaction list: a transaction, a date or queue label, or a conflict header, told apart by `type`. */
export type TransactionListItem =
  | { type: 'TRANSACTION'; transaction: TransactionSummary; conflictType: ConflictType }
  | { type: 'DATE_LABEL'; timestamp: number }
  | { type: 'LABEL'; label: 'Queued' | 'Next' }
  | { type: 'CONFLICT_HEADER'; nonce: number }

/** A page of the Safe's transaction history or queue. */
export type TransactionListPage = Page<TransactionListItem>
/** A page of transfers into the Safe. */
export type IncomingTransfersPage = Page<TransactionListItem>
/** A page of transactions executed by the Safe's modules. */
export type ModuleTransactionsPage = Page<TransactionListItem>
/** A page of the Safe's multisig transactions. */
export type MultisigTransactionsPage = Page<TransactionListItem>

/** Query of the transaction history and queue lists. */
export interface TransactionListQuery {
  /** Any further query parameter the service accepts. */
  [key: string]: QueryValue
  /** Include only transactions involving trusted tokens. */
  trusted?: boolean | null
  /** The caller's offset from UTC in milliseconds, so date labels fall on local days. */
  timezone_offset?: number | null
}

/** The call to estimate `safeTxGas` for. */
export interface SafeTransactionEstimationRequest {
  /** The address the Safe would call. */
  to: string
  /** Native coin to send with the call in wei, as a decimal string. */
  value: string
  /** The call's calldata as hex ('0x' for none). */
  data: string
  /** Whether the Safe would make the call as CALL (0) or DELEGATECALL (1). */
  operation: Operation
}

/** The service's estimate for a new Safe transaction: nonce and `safeTxGas`. */
export interface SafeTransactionEstimation {
  /** The Safe's on-chain nonce: the next transaction to execute uses it. */
  currentNonce: number
  /** The nonce to propose with: the next one after the queued transactions. */
  recommendedNonce: number
  /** Suggested SafeTx `safeTxGas`, as a decimal string. */
  safeTxGas: string
}

/** A new Safe transaction to queue, with the proposing owner's or delegate's signature. */
export interface ProposeTransactionRequest {
  /** The address the Safe calls. */
  to: string
  /** Native coin to send with the call in wei, as a decimal string. */
  value: string
  /** The call's calldata as hex, if any. */
  data?: string | null
  /** The Safe's transaction nonce this transaction uses, as a decimal string. */
  nonce: string
  /** Whether the Safe makes the call as CALL (0) or DELEGATECALL (1). */
  operation: Operation
  /** SafeTx `safeTxGas`: gas forwarded to the inner call, as a decimal string. */
  safeTxGas: string
  /** SafeTx `baseGas`: gas paid for outside the inner call when refunding, as a decimal string. */
  baseGas: string
  /** SafeTx `gasPrice` for the refund; '0' means no refund. */
  gasPrice: string
  /** SafeTx `gasToken`: the refund's token; the zero address means native coin. */
  gasToken: string
  /** SafeTx `refundReceiver`; the zero address (or none) means the executor. */
  refundReceiver?: string | null
  /** The EIP-712 hash of these SafeTx fields; the service checks it matches. */
  safeTxHash: string
  /** The owner or delegate proposing the transaction. */
  sender: string
  /** The sender's signature over `safeTxHash`, counted as its confirmation when the sender is an owner. */
  signature?: string | null
  /** Free text naming where the proposal comes from (often a JSON string with the app's name and URL). */
  origin?: string | null
}
