/**
 * The Safe{Wallet} embedded-app vocabulary: what an app inside Safe's iframe may ask the
 * host, with the parameters and results of each method.
 */

export interface BaseTransaction {
  to: string
  /** Wei as a decimal string. */
  value: string
  data: string
}

export interface SendTransactionsParams {
  txs: readonly BaseTransaction[]
  params?: { safeTxGas?: number }
}

export interface SendTransactionsResponse {
  safeTxHash: string
}

export interface SafeInfo {
  safeAddress: string
  chainId: number
  owners: string[]
  threshold: number
  isReadOnly: boolean
  nonce?: number
  implementation?: string
  modules?: string[] | null
  fallbackHandler?: string | null
  guard?: string | null
  version?: string | null
}

export interface ChainInfo {
  chainName: string
  chainId: string
  shortName: string
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri?: string }
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
}

export interface EnvironmentInfo {
  origin: string
}

/** getTxBySafeTxHash: the transaction's status as Safe's client gateway reports it. */
export type SafeTransactionStatus = 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'CANCELLED' | 'FAILED' | 'SUCCESS'

/** One owner's signature of a Safe transaction. */
export interface SafeConfirmation {
  /** The owner who signed (`value` is the address). */
  signer: { value: string }
  /** The signature, when the service shares it. */
  signature?: string | null
  /** When the owner signed, in milliseconds since the epoch. */
  submittedAt: number
}

/** A Safe transaction as Safe's host (getTxBySafeTxHash) or its wallet-service reports it; only the fields the kit reads are typed. */
export interface SafeTransactionDetails {
  /** The Safe's address. */
  safeAddress: string
  /** The service's id, e.g. 'multisig_<safe>_<safeTxHash>'. */
  txId: string
  /** Execution time in milliseconds since the epoch, once executed. */
  executedAt?: number | null
  /** Where the transaction stands. */
  txStatus: SafeTransactionStatus
  /** What the transaction does, as the service describes it (not read by the kit). */
  txInfo?: unknown
  /** The transaction's call data, as the service describes it (not read by the kit). */
  txData?: unknown
  /** The chain transaction hash, once executed. */
  txHash?: string | null
  /** Signatures so far and how many are required (a multisig transaction). */
  detailedExecutionInfo?: {
    type: string
    safeTxHash?: string
    confirmationsRequired?: number
    confirmations?: SafeConfirmation[]
  } | null
  /** The Safe App that proposed it, as the service describes it (not read by the kit). */
  safeAppInfo?: unknown
}

export interface TokenBalance {
  tokenInfo: { type: string; address: string; decimals?: number; symbol: string; name: string; logoUri?: string }
  balance: string
  fiatBalance: string
  fiatConversion: string
}

export interface SafeBalances {
  fiatTotal: string
  items: TokenBalance[]
}

/**
 * signMessage / signTypedMessage. Off-chain: the message's hash, with the signature only when
 * the owners who signed already meet the threshold (a multisig Safe answers the hash alone and
 * the signature is fetched later). On-chain: the Safe transaction that will sign it.
 */
export type SignMessageResponse = { messageHash: string; signature?: string } | { safeTxHash: string }

export interface TypedDataDomain {
  name?: string
  version?: string
  chainId?: number | string | bigint
  verifyingContract?: string
  salt?: string
}

export interface EIP712TypedData {
  domain: TypedDataDomain
  types: Record<string, ReadonlyArray<{ name: string; type: string }>>
  message: Record<string, unknown>
  primaryType?: string
}

export const RPC_CALLS = [
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
  'safe_setSettings',
] as const
export type RpcCallName = (typeof RPC_CALLS)[number]

export interface RpcCallParams {
  call: RpcCallName
  params: readonly unknown[]
}

export interface Permission {
  parentCapability: string
  invoker: string
  date?: number
  caveats?: Array<{ type: string; value: unknown; name?: string }>
}

/** Methods that need a permission first (wallet_requestPermissions). */
export type RestrictedMethod = 'requestAddressBook'
export type PermissionRequest = Partial<Record<RestrictedMethod, Record<string, never>>>

export interface AddressBookItem {
  address: string
  name: string
  chainId: string
}

/** Every method: its params (undefined when it takes none) and its result. */
export interface SafeMethods {
  sendTransactions: { params: SendTransactionsParams; result: SendTransactionsResponse }
  rpcCall: { params: RpcCallParams; result: unknown }
  getChainInfo: { params: undefined; result: ChainInfo }
  getSafeInfo: { params: undefined; result: SafeInfo }
  getTxBySafeTxHash: { params: { safeTxHash: string }; result: SafeTransactionDetails }
  getSafeBalances: { params: { currency?: string }; result: SafeBalances }
  signMessage: { params: { message: string }; result: SignMessageResponse }
  signTypedMessage: { params: { typedData: EIP712TypedData }; result: SignMessageResponse }
  getEnvironmentInfo: { params: undefined; result: EnvironmentInfo }
  getOffChainSignature: { params: string; result: string }
  requestAddressBook: { params: undefined; result: AddressBookItem[] }
  wallet_getPermissions: { params: undefined; result: Permission[] }
  wallet_requestPermissions: { params: PermissionRequest[]; result: Permission[] }
}

export type SafeMethod = keyof SafeMethods

export const SAFE_METHODS = [
  'sendTransactions',
  'rpcCall',
  'getChainInfo',
  'getSafeInfo',
  'getTxBySafeTxHash',
  'getSafeBalances',
  'signMessage',
  'signTypedMessage',
  'getEnvironmentInfo',
  'getOffChainSignature',
  'requestAddressBook',
  'wallet_getPermissions',
  'wallet_requestPermissions',
] as const satisfies readonly SafeMethod[]

/** App -> host. `params` is absent for methods without parameters. */
export interface SafeRequest<M extends SafeMethod = SafeMethod> {
  id: string
  method: M
  params?: SafeMethods[M]['params']
  env: { sdkVersion: string }
}

/** Host -> app. */
export type SafeResponse<T = unknown> =
  | { id: string; success: true; version: string; data: T }
  | { id: string; success: false; version: string; error: string }
