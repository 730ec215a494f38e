import type { AddressEx, Operation } from './common'

/** Whether a transfer moves value into the Safe, out of it, or the service cannot tell. */
export type TransferDirection = 'INCOMING' | 'OUTGOING' | 'UNKNOWN'

/** What a transfer moved: an ERC-20 amount, an ERC-721 token or native coin, told apart by `type`. */
export type TransferInfo =
  | {
      /** Discriminator: an ERC-20 token transfer. */
      type: 'ERC20'
      /** The ERC-20 token contract's address. */
      tokenAddress: string
      /** The token's display name, when the service knows it. */
      tokenName?: string
      /** The token's ticker symbol, when the service knows it. */
      tokenSymbol?: string
      /** URL of the token's logo, if any. */
      logoUri?: string | null
      /** The token's decimals, needed to format `value`; null when unknown. */
      decimals?: number | null
      /** Amount moved in the token's smallest unit, as a decimal string. */
      value: string
      /** Whether the service lists the token as trusted (not spam). */
      trusted?: boolean | null
      /** True when the service flags the token as imitating a well-known one (address poisoning). */
      imitation?: boolean
    }
  | { type: 'ERC721'; tokenAddress: string; tokenId: string; tokenName?: string; tokenSymbol?: string; logoUri?: string | null }
  | { type: 'NATIVE_COIN'; value: string }

/** A decoded argument value: a string, or nested arrays of them for array and tuple types. */
export type ParamValue = string | ParamValue[]

/** One argument of a decoded contract call. */
export interface DecodedParameter {
  /** The argument's name in the function's ABI. */
  name: string
  /** The argument's Solidity type, e.g. 'address' or 'uint256[]'. */
  type: string
  /** The argument's value as decoded from the calldata. */
  value: ParamValue
  /** For a MultiSend `transactions` argument: the calls it packs, decoded; otherwise absent. */
  valueDecoded?: InternalTransaction[] | null
}

/** Calldata decoded against the ABIs the service knows. */
export interface DataDecoded {
  /** Name of the called function, e.g. 'transfer' or 'multiSend'. */
  method: string
  /** The call's arguments in ABI order; absent when the function takes none. */
  parameters?: DecodedParameter[] | null
}

/** One call packed in a MultiSend batch. */
export interface InternalTransaction {
  /** Whether the Safe makes this call as CALL (0) or DELEGATECALL (1). */
  operation: Operation
  /** The address the call goes to. */
  to: string
  /** Native coin sent with the call in wei, as a decimal string. */
  value?: string | null
  /** The call's calldata as hex, or null for a plain value transfer. */
  data: string | null
  /** The calldata decoded, when the service knows the target's ABI. */
  dataDecoded?: DataDecoded | null
}

/** Fields every transaction info carries. */
export interface TxInfoBase {
  /** A one-line description of what the transaction does, when the service can write one. */
  humanDescription?: string | null
}

/** A transaction that moves native coin or tokens into or out of the Safe. */
export interface TransferTxInfo extends TxInfoBase {
  /** Discriminator: a token or native coin transfer. */
  type: 'Transfer'
  /** The address the value comes from. */
  sender: AddressEx
  /** The address the value goes to. */
  recipient: AddressEx
  /** Whether the value enters or leaves the Safe. */
  direction: TransferDirection
  /** What moved and how much. */
  transferInfo: TransferInfo
}

/** A transaction that changes the Safe's own configuration (owners, threshold, modules, guard, ...). */
export interface SettingsChangeTxInfo extends TxInfoBase {
  /** Discriminator: a change to the Safe's settings. */
  type: 'SettingsChange'
  /** The Safe's own method called, with its arguments. */
  dataDecoded: DataDecoded
  /** Which setting changed (ADD_OWNER, CHANGE_THRESHOLD, ...) and its arguments. */
  settingsInfo?: { type: string; [field: string]: unknown } | null
}

/** Any other contract call, including MultiSend batches and rejections (cancellations). */
export interface CustomTxInfo extends TxInfoBase {
  /** Discriminator: a contract call the service does not classify further. */
  type: 'Custom'
  /** The contract the Safe calls. */
  to: AddressEx
  /** Length of the calldata in bytes, as a decimal string. */
  dataSize: string
  /** Native coin sent with the call in wei, as a decimal string. */
  value: string
  /** Name of the called function, when the service could decode it. */
  methodName?: string | null
  /** Number of calls when this is a MultiSend batch. */
  actionCount?: number | null
  /** True for an on-chain rejection: an empty call to the Safe itself that uses up a nonce. */
  isCancellation: boolean
}

/** The transaction that deployed the Safe. */
export interface CreationTxInfo extends TxInfoBase {
  /** Discriminator: the Safe's deployment. */
  type: 'Creation'
  /** The account that sent the deployment transaction. */
  creator: AddressEx
  /** Hash of the deployment transaction on chain. */
  transactionHash: string
  /** The Safe singleton (master copy) the proxy was deployed for. */
  implementation?: AddressEx | null
  /** The proxy factory that deployed the Safe. */
  factory?: AddressEx | null
}

/** Swap, TWAP and native staking entries: kept whole, not modelled field by field. */
export interface OtherTxInfo extends TxInfoBase {
  /** Discriminator: which kind of swap or staking entry this is. */
  type:
    | 'SwapOrder'
    | 'TwapOrder'
    | 'SwapTransfer'
    | 'NativeStakingDeposit'
    | 'NativeStakingValidatorsExit'
    | 'NativeStakingWithdraw'
  /** The entry's remaining fields, as the service sent them. */
  [field: string]: unknown
}

/** What a transaction does, told apart by `type`. */
export type TransactionInfo = TransferTxInfo | SettingsChangeTxInfo | CustomTxInfo | CreationTxInfo | OtherTxInfo
