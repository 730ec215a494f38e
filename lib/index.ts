/**
 * Porch: the framework-free entry (`@porch/kit`). A config and its store, connectors,
 * actions with their error types, wallet descriptors, formatting. Nothing here imports
 * React; the provider, hooks and modals are in `@porch/kit/react`.
 * @packageDocumentation
 */

// Config and store
export type { Config, CreateConfigParameters } from './core/config'
export type { ConfigEvents, Connector, ConnectorContext, ConnectorEvents, ConnectorType, ConnectResult, CreateConnectorFn, SafeOwners, SafeTxProgress, State, Status } from './core/types'
export type { Store } from './core/store'
export type { Emitter, Listener } from './core/emitter'
export { createStorage, type KitStorage, type Parser, type StorageLike } from './core/storage'
export { cookieStorage } from './core/cookie'
export { cookieToInitialState } from './core/cookieState'
export { hydrate, type HydrateParameters, type HydrateReturnType } from './core/hydrate'
export type { RpcRequest } from './core/transport/types'
export { createRpc, type CreateRpcOptions } from './core/transport/failover'
export type { HttpRpcOptions } from './core/transport/http'
export { whenIdle } from './core/idle'
export { lazyImport, type LazyImport } from './core/lazy'
export { withDeadline, type DeadlineOptions } from './core/deadline'
export { nextTask } from './core/nextTask'
export { isAddressLike } from './core/address'

// wagmi's non-hook exports: config, storage, transports, utilities (config)
export { createConfig, injectedDiscovery } from './connectors/config'
export { createConnector, type ConnectorStorage, type CreateConnectorConfig, type CreateConnectorReturnType } from './connectors/createConnector'
export type { ClientOptions, ConfigState, FilledTransports, PartialTransports, PerChain } from './core/config'
export type { ChainIdParameter, ConfigParameter, ConnectorParameter, HasFormatter, SelectChains, TransportsOf } from './core/config/parameters'
export type { Compute, IsNarrowable, Merge, UnionCompute, UnionLooseOmit } from './core/typeUtils'
export type { Storage, StorageItemMap } from './core/storage'
export type { Register, ResolvedRegister } from './core/register'
export { noopStorage, type CreateStorageParameters } from './core/storage'
export { parseCookie } from './core/cookie'
export { http, fallback, custom, webSocket, type Transport } from 'viem'
export { serialize, deserialize } from './core/json'
export { deepEqual } from './core/deepEqual'
export { version } from './core/version'

// Connectors
export { injected, type InjectedTarget } from './connectors/injected'
export type { Eip1193 } from './connectors/eip1193'
/** wagmi's mock connector (`mock({ accounts, features })`), for tests: @porch/kit/testing's mock wallet. */
export { mock, type MockConnectorFeatures, type MockParameters } from './testing/mock'
export { walletConnect, type LogLevel, type WalletConnectConnector, type WalletConnectParameters } from './connectors/walletConnect/index'
export type { KeyValueStorage } from './connectors/walletConnect/memoryStorage'
export { WalletConnectNotInstalledError } from './connectors/walletConnect/notInstalled'
export { WalletConnectError, type WalletConnectProblem } from './connectors/walletConnect/errors'
export { devnetWallet } from './connectors/devnet'
export { isFramed } from './connectors/safe/frame'
export { startSafeApp, type SafeAppOptions } from './connectors/safe/index'
export type { SafeConnectorOptions } from './connectors/safe/connector'
export { serviceMessageSource, serviceTransactionSource } from './connectors/safe/service'
export { SAFE_MESSAGE_PROGRESS } from './connectors/safe/messageEvents'
export type { SafeMessageProgress, SafeMessageState } from './connectors/safe/messageWait'
export { SafeMessageCancelledError, SafeMessageExpiredError, type SafeMessageErrorType } from './core/safe/messageErrors'
export { SafeChainNotSupportedError, SafeMethodNotSupportedError, type SafeConnectorErrorType } from './connectors/safe/errors'
export { parseAllowedOrigins } from './core/safe/messaging/origins'
export type { SafeConfirmation, SafeTransactionDetails, SafeTransactionStatus } from './core/safe/messaging/types'
export * from './core/safe/service/public'
export {
  getSafeQueue,
  needsSignature,
  SafeQueueAnswerError,
  type GetSafeQueueErrorType,
  type GetSafeQueueParameters,
  type GetSafeQueueReturnType,
  type SafeQueueService,
} from './core/safe/queue/getSafeQueue'
export { decodeMultiSendTransactions, decodeSafeCalls, isMultiSendAddress, MULTI_SEND_ADDRESSES, MULTI_SEND_SELECTOR, type SafeCall } from './core/safe/queue/multiSend'
export { safeTransactionUrl, SAFE_WALLET_URL, type SafeTransactionUrlParameters } from './core/safe/queue/url'
export type { SafeQueue, SafeQueuedTransaction } from './core/safe/queue/types'

// Actions (one per file, each with its error type)
export { connect, type ConnectErrorType, type ConnectParameters, type ConnectReturnType } from './core/actions/connect'
export { reconnect, type ReconnectErrorType, type ReconnectReturnType } from './core/actions/reconnect'
export { disconnect, type DisconnectErrorType, type DisconnectParameters, type DisconnectReturnType } from './core/actions/disconnect'
export { cancelConnect, type CancelConnectErrorType } from './core/actions/cancelConnect'
export { switchChain, type SwitchChainErrorType, type SwitchChainParameters, type SwitchChainReturnType } from './core/actions/switchChain'
export { signMessage, type SignMessageErrorType, type SignMessageParameters, type SignMessageReturnType } from './core/actions/signMessage'
export { signTypedData, type SignTypedDataErrorType, type SignTypedDataParameters, type SignTypedDataReturnType } from './core/actions/signTypedData'
export { getWalletClient, type GetWalletClientErrorType, type GetWalletClientParameters, type GetWalletClientReturnType } from './core/actions/getWalletClient'
export { getBalance, type GetBalanceErrorType, type GetBalanceParameters, type GetBalanceReturnType } from './core/actions/getBalance'
export { getBlockNumber, type GetBlockNumberErrorType, type GetBlockNumberParameters, type GetBlockNumberReturnType } from './core/actions/getBlockNumber'
// Chains and connectors (wagmi's getters and watchers)
export { getChainId, type GetChainIdReturnType } from './core/actions/getChainId'
export { watchChainId, type WatchChainIdParameters, type WatchChainIdReturnType } from './core/actions/watchChainId'
export { getChains, type GetChainsReturnType } from './core/actions/getChains'
export { watchChains, type WatchChainsParameters } from './core/actions/watchChains'
export { getConnectors, type GetConnectorsReturnType } from './core/actions/getConnectors'
export { watchConnectors, type WatchConnectorsParameters, type WatchConnectorsReturnType } from './core/actions/watchConnectors'
export { readContract, type ReadContractErrorType, type ReadContractParameters, type ReadContractReturnType } from './core/actions/readContract'
export { readContracts, type ReadContractsErrorType, type ReadContractsParameters, type ReadContractsReturnType } from './core/actions/readContracts'
export { multicall, type MulticallErrorType, type MulticallParameters, type MulticallReturnType } from './core/actions/multicall'
export { estimateGas, type EstimateGasErrorType, type EstimateGasParameters, type EstimateGasReturnType } from './core/actions/estimateGas'
export { call, type CallErrorType, type CallParameters, type CallReturnType } from './core/actions/call'
export { getGasPrice, type GetGasPriceErrorType, type GetGasPriceParameters, type GetGasPriceReturnType } from './core/actions/getGasPrice'
export { simulateContract, type SimulateContractErrorType, type SimulateContractParameters, type SimulateContractReturnType } from './core/actions/simulateContract'
export { sendTransaction, type SendTransactionErrorType, type SendTransactionParameters, type SendTransactionReturnType } from './core/actions/sendTransaction'
export { writeContract, type WriteContractErrorType, type WriteContractParameters, type WriteContractReturnType } from './core/actions/writeContract'
export {
  waitForTransactionReceipt,
  type TransactionReplacement,
  type WaitForTransactionReceiptErrorType,
  type WaitForTransactionReceiptParameters,
  type WaitForTransactionReceiptReturnType,
} from './core/actions/waitForTransactionReceipt'
export type { RecentOption } from './core/write/recent'
export { getAtomicSupport, atomicSupportKey, type GetAtomicSupportErrorType } from './core/actions/getAtomicSupport'
export { sendCalls, type Call, type SendCallsErrorType, type SendCallsParameters, type SendCallsReturnType } from './core/actions/sendCalls'
export { getCallsStatus, type GetCallsStatusErrorType, type GetCallsStatusParameters, type GetCallsStatusReturnType } from './core/actions/getCallsStatus'
export { waitForCallsStatus, type WaitForCallsStatusErrorType, type WaitForCallsStatusParameters, type WaitForCallsStatusReturnType } from './core/actions/waitForCallsStatus'
export { canBatch, type AtomicStatus } from './core/calls/capabilities'
export type { BundleFailure } from './core/calls/status'
export { describeBundleFailure } from './core/i18n/bundleFailure'
// Chain data (blocks, transactions, fees, state at a block)
export { getBlock, type GetBlockErrorType, type GetBlockParameters, type GetBlockReturnType } from './core/actions/getBlock'
export { getBlockTransactionCount, type GetBlockTransactionCountErrorType, type GetBlockTransactionCountParameters, type GetBlockTransactionCountReturnType } from './core/actions/getBlockTransactionCount'
export { getTransaction, type GetTransactionErrorType, type GetTransactionParameters, type GetTransactionReturnType } from './core/actions/getTransaction'
export { getTransactionReceipt, type GetTransactionReceiptErrorType, type GetTransactionReceiptParameters, type GetTransactionReceiptReturnType } from './core/actions/getTransactionReceipt'
export {
  getTransactionConfirmations,
  type GetTransactionConfirmationsErrorType,
  type GetTransactionConfirmationsParameters,
  type GetTransactionConfirmationsReturnType,
} from './core/actions/getTransactionConfirmations'
export { getTransactionCount, type GetTransactionCountErrorType, type GetTransactionCountParameters, type GetTransactionCountReturnType } from './core/actions/getTransactionCount'
export { getBytecode, type GetBytecodeErrorType, type GetBytecodeParameters, type GetBytecodeReturnType } from './core/actions/getBytecode'
export { getStorageAt, type GetStorageAtErrorType, type GetStorageAtParameters, type GetStorageAtReturnType } from './core/actions/getStorageAt'
export { getProof, type GetProofErrorType, type GetProofParameters, type GetProofReturnType } from './core/actions/getProof'
export { getFeeHistory, type GetFeeHistoryErrorType, type GetFeeHistoryParameters, type GetFeeHistoryReturnType } from './core/actions/getFeeHistory'
export { estimateFeesPerGas, type EstimateFeesPerGasErrorType, type EstimateFeesPerGasParameters, type EstimateFeesPerGasReturnType, type Unit } from './core/actions/estimateFeesPerGas'
export {
  estimateMaxPriorityFeePerGas,
  type EstimateMaxPriorityFeePerGasErrorType,
  type EstimateMaxPriorityFeePerGasParameters,
  type EstimateMaxPriorityFeePerGasReturnType,
} from './core/actions/estimateMaxPriorityFeePerGas'
export { getBlobBaseFee, type GetBlobBaseFeeErrorType, type GetBlobBaseFeeParameters, type GetBlobBaseFeeReturnType } from './core/actions/getBlobBaseFee'
export {
  prepareTransactionRequest,
  type PrepareTransactionRequestErrorType,
  type PrepareTransactionRequestParameters,
  type PrepareTransactionRequestParameterType,
  type PrepareTransactionRequestReturnType,
} from './core/actions/prepareTransactionRequest'
// Watchers, contract events, ENS forward lookups and signature checks (wagmi's names)
export { watchBlockNumber, type WatchBlockNumberParameters, type WatchBlockNumberReturnType } from './core/actions/watchBlockNumber'
export { watchBlocks, type WatchBlocksParameters, type WatchBlocksReturnType } from './core/actions/watchBlocks'
export { watchPendingTransactions, type WatchPendingTransactionsParameters, type WatchPendingTransactionsReturnType } from './core/actions/watchPendingTransactions'
export { watchContractEvent, type WatchContractEventParameters, type WatchContractEventReturnType } from './core/actions/watchContractEvent'
export type { WatchChainParameters } from './core/watch/onChain'
export { getContractEvents, type GetContractEventsErrorType, type GetContractEventsParameters, type GetContractEventsReturnType } from './core/actions/getContractEvents'
export { LogsRangeTooLargeError, isRangeRefusal } from './core/read/rangeRefusal'
export { getEnsAddress, type GetEnsAddressErrorType, type GetEnsAddressParameters, type GetEnsAddressReturnType } from './core/actions/getEnsAddress'
export { getEnsText, type GetEnsTextErrorType, type GetEnsTextParameters, type GetEnsTextReturnType } from './core/actions/getEnsText'
export { getEnsName, type GetEnsNameErrorType, type GetEnsNameParameters, type GetEnsNameReturnType } from './core/actions/getEnsName'
export { getEnsAvatar, type GetEnsAvatarErrorType, type GetEnsAvatarParameters, type GetEnsAvatarReturnType } from './core/actions/getEnsAvatar'
export type { ForwardLookupOptions } from './core/ens/lookups'
export { verifyMessage, type VerifyMessageErrorType, type VerifyMessageParameters, type VerifyMessageReturnType } from './core/actions/verifyMessage'
export { verifyTypedData, type VerifyTypedDataErrorType, type VerifyTypedDataParameters, type VerifyTypedDataReturnType } from './core/actions/verifyTypedData'
// Writes and calls (sign, send and wait, deploy, EIP-5792)
export { signTransaction, type SignTransactionErrorType, type SignTransactionParameters, type SignTransactionReturnType } from './core/actions/signTransaction'
export { sendTransactionSync, type SendTransactionSyncErrorType, type SendTransactionSyncParameters, type SendTransactionSyncReturnType } from './core/actions/sendTransactionSync'
export { writeContractSync, type WriteContractSyncErrorType, type WriteContractSyncParameters, type WriteContractSyncReturnType } from './core/actions/writeContractSync'
export { deployContract, type DeployContractErrorType, type DeployContractParameters, type DeployContractReturnType } from './core/actions/deployContract'
export { sendCallsSync, type SendCallsSyncErrorType, type SendCallsSyncParameters, type SendCallsSyncReturnType } from './core/actions/sendCallsSync'
export { showCallsStatus, type ShowCallsStatusErrorType, type ShowCallsStatusParameters, type ShowCallsStatusReturnType } from './core/actions/showCallsStatus'
export { getCapabilities, type GetCapabilitiesErrorType, type GetCapabilitiesParameters, type GetCapabilitiesReturnType } from './core/actions/getCapabilities'
export { watchAsset, type WatchAssetErrorType, type WatchAssetOptions, type WatchAssetParameters, type WatchAssetReturnType } from './core/actions/watchAsset'
// Connection (wagmi 3's connection actions; the kit has one active connection at a time)
export { getConnection, type ConnectionExtras, type GetConnectionErrorType, type GetConnectionReturnType, type PendingConnection } from './core/actions/getConnection'
export { watchConnection, type WatchConnectionParameters, type WatchConnectionReturnType } from './core/actions/watchConnection'
export { getConnections, type Connection, type GetConnectionsErrorType, type GetConnectionsReturnType } from './core/actions/getConnections'
export { watchConnections, type WatchConnectionsParameters, type WatchConnectionsReturnType } from './core/actions/watchConnections'
export { switchConnection, type SwitchConnectionErrorType, type SwitchConnectionParameters, type SwitchConnectionReturnType } from './core/actions/switchConnection'
export { getConnectorClient, type GetConnectorClientErrorType, type GetConnectorClientParameters, type GetConnectorClientReturnType } from './core/actions/getConnectorClient'
export { getClient, type GetClientErrorType, type GetClientParameters, type GetClientReturnType } from './core/actions/getClient'
export { watchClient, type WatchClientParameters, type WatchClientReturnType } from './core/actions/watchClient'
/** wagmi's getPublicClient: the kit's read client is a bare viem Client, so it is getClient under wagmi's other name. */
export { getClient as getPublicClient } from './core/actions/getClient'
/** wagmi's GetPublicClientParameters and GetPublicClientReturnType: getClient's (see getPublicClient). */
export type { GetClientParameters as GetPublicClientParameters, GetClientReturnType as GetPublicClientReturnType } from './core/actions/getClient'
/** wagmi's watchPublicClient: watchClient under wagmi's other name (see getPublicClient). */
export { watchClient as watchPublicClient } from './core/actions/watchClient'
/** wagmi's WatchPublicClientParameters and WatchPublicClientReturnType: watchClient's (see watchPublicClient). */
export type { WatchClientParameters as WatchPublicClientParameters, WatchClientReturnType as WatchPublicClientReturnType } from './core/actions/watchClient'
export type { ReconnectParameters } from './core/actions/reconnect'
/** @deprecated wagmi 3's deprecated name of getConnection: use getConnection. */
export { getConnection as getAccount, type GetConnectionReturnType as GetAccountReturnType } from './core/actions/getConnection'
/** @deprecated wagmi 3's deprecated name of watchConnection: use watchConnection. */
export { watchConnection as watchAccount, type WatchConnectionParameters as WatchAccountParameters, type WatchConnectionReturnType as WatchAccountReturnType } from './core/actions/watchConnection'
/** @deprecated wagmi 3's deprecated name of switchConnection: use switchConnection. */
export {
  switchConnection as switchAccount,
  type SwitchConnectionErrorType as SwitchAccountErrorType,
  type SwitchConnectionParameters as SwitchAccountParameters,
  type SwitchConnectionReturnType as SwitchAccountReturnType,
} from './core/actions/switchConnection'

// Errors: every class extends viem's BaseError; where viem has the class (4001, 4902, -32002, an unconfigured chain, insufficient funds), it is viem's own
export {
  BaseError,
  WalletError,
  UserRejectedRequestError,
  ResourceUnavailableRpcError,
  ResourceUnavailableError,
  ChainNotConfiguredError,
  ProviderNotFoundError,
  ConnectorNotConnectedError,
  isUserRejection,
  isKitError,
  ConnectorNotFoundError,
  type BaseErrorType,
  type ChainNotConfiguredErrorType,
  type ConnectorNotConnectedErrorType,
  type ConnectorNotFoundErrorType,
  type ProviderNotFoundErrorType,
  type ResourceUnavailableRpcErrorType,
  type UserRejectedRequestErrorType,
  type WalletErrorOptions,
} from './core/errors'
export {
  SwitchChainError,
  SwitchChainNotSupportedError,
  RequestTimeoutError,
  SignInRequiredError,
  ConnectorChainMismatchError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorUnavailableReconnectingError,
  MethodNotSupportedError,
  type ConnectorAccountNotFoundErrorType,
  type ConnectorAlreadyConnectedErrorType,
  type ConnectorChainMismatchErrorType,
  type ConnectorUnavailableReconnectingErrorType,
  type SwitchChainFailedErrorType,
  type SwitchChainNotSupportedErrorType,
} from './core/callErrors'
export { InsufficientFundsError, ContractRevertedError, TransactionRevertedError } from './core/write/errors'
export { describeError, type DescribeErrorOptions } from './core/i18n/describeError'
export { CallsError, CallsNotSupportedError, type CallsErrorCode } from './core/calls/errors'

// Contract reads (Multicall3)
export { readerForClient } from './core/read/fromClient'
export { erc20 } from './core/read/calls'
export { decodeAddressUintArray, decodeUint256, encodeCall, type StaticArg } from './core/read/abi'
export type { ReadCall, Reader } from './core/read/types'
export { ReadError, ContractReadError, AbiDecodeError } from './core/read/errors'

// Sign-In with Ethereum
export { createAuthStore, type AuthStore, type CreateAuthStoreParameters } from './core/auth/store'
export type { AuthMessage, TabChannel } from './core/auth/channel'
export type { AuthenticationAdapter, AuthSession, AuthState, AuthStatus, SignInMessageParams } from './core/auth/types'
export type { SignInProof, SignInRequest } from './core/auth/oneClick'

// Wallet descriptors
export { metaMask as metaMaskWallet } from './core/wallets/metaMask'
export { coinbaseWallet } from './core/wallets/coinbaseWallet'
export { rainbow as rainbowWallet } from './core/wallets/rainbow'
export { braveWallet } from './core/wallets/braveWallet'
export { walletConnect as walletConnectWallet } from './core/wallets/walletConnect'
export { safe as safeWallet } from './core/wallets/safe'
export { browserWallet } from './core/wallets/browserWallet'
export type { WalletDescriptor, WalletGroup, DownloadUrls, IconUrl, Instructions, InstructionStep, InstructionStepName, InstructionStepText, InstructionStepKeys, WalletMessageKey, WalletEntry, ConnectVia, GetUri } from './core/wallets/types'
export { defaultWalletGroups } from './core/wallets/popular'
export { InvalidWalletError, validateWallet, validateWalletGroups } from './core/wallets/validate'

// Recent transactions
export type { Transaction, TransactionStatus, NewTransaction, RecentTransactionUpdate, TransactionStore, SentTransaction, SentTransactionStatus, CallBundle, SafeTransaction } from './core/transactions/types'
export { updateRecentTransaction, type UpdateRecentTransactionErrorType, type UpdateRecentTransactionParameters } from './core/actions/updateRecentTransaction'
export { InvalidRecentTransactionError, RecentTransactionNotFoundError } from './core/transactions/errors'
export { safeProgressText, safeProgressMessage, type SafeProgressMessage } from './core/safe/progress'
export { classifyReplacement, fingerprintOf, type ReplacementReason, type TransactionFields } from './core/transactions/replacement'
export type { SentFingerprint } from './core/transactions/types'

// Languages: the catalogue runtime (apps add their own catalogues) and the shipped locales
export { createCatalogue, type Catalogue, type LocaleModuleLoader, type Sections, type Translation } from './core/i18n/catalogue'
export { formatMessage, type MessageParams } from './core/i18n/message'
export { LOCALES, isLocale, localeDir, matchLocale, type Locale } from './core/i18n/locales'
export { LOCALE_NAMES } from './core/i18n/localeNames'

// Formatting
export { shortenAddress, truncateName, abbreviateNumber, formatDisplayBalance, explorerTxUrl, explorerAddressUrl } from './core/format/index'
