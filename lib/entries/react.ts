/**
 * Porch for React (`@porch/kit/react`): the provider, hooks, `ConnectButton` and the modals.
 * Pair it with `@porch/kit` (config, connectors) and `@porch/kit/styles.css`.
 * @packageDocumentation
 */

// Provider
export { PorchProvider, type PorchProviderProps } from '../react/Provider'
export { ModalProvider, type ModalProviderProps } from '../components/ModalProvider/ModalProvider'
export type { AppInfo } from '../components/ModalProvider/appInfo'
export { WatchAssetsContext } from '../react/watchAssetsContext'
export type { WatchAsset } from '../react/watchAsset'
export { AuthContext } from '../react/useAuth'
export { TransactionStoreContext } from '../react/transactions/context'

// wagmi's non-hook exports: provider, config, storage, transports, utilities (config)
export { WagmiProvider, type WagmiProviderProps } from '../react/WagmiProvider'
export { Hydrate, type HydrateProps } from '../react/Hydrate'
export { createConfig } from '../connectors/config'
export type { ClientOptions, ConfigState, CreateConfigParameters, FilledTransports, PartialTransports, PerChain } from '../core/config'
export type { ChainIdParameter, ConfigParameter, ConnectorParameter, HasFormatter, SelectChains, TransportsOf } from '../core/config/parameters'
export type { Compute, IsNarrowable, Merge, UnionCompute, UnionLooseOmit } from '../core/typeUtils'
export type { Storage, StorageItemMap } from '../core/storage'
export type { Register, ResolvedRegister } from '../core/register'
export { createStorage, noopStorage, type CreateStorageParameters, type StorageLike } from '../core/storage'
export { cookieStorage, parseCookie } from '../core/cookie'
export { cookieToInitialState } from '../core/cookieState'
export { http, fallback, custom, webSocket, type Transport } from 'viem'
export { serialize, deserialize } from '../core/json'
export { deepEqual } from '../core/deepEqual'
export { injected, type InjectedTarget } from '../connectors/injected'
export { createConnector, type ConnectorStorage, type CreateConnectorConfig, type CreateConnectorReturnType } from '../connectors/createConnector'
export type { Eip1193 } from '../connectors/eip1193'
export type { CreateConnectorFn, ConnectorContext } from '../core/types'
export { version } from '../core/version'

// Core types a React app names (the same types `@porch/kit` exports)
export type { Config } from '../core/config'
export type { ConfigEvents, Connector, ConnectorEvents, ConnectorType, ConnectResult, SafeOwners, SafeTxProgress, State, Status } from '../core/types'
export type { Store } from '../core/store'
export type { Emitter, Listener } from '../core/emitter'
export type { KitStorage, Parser } from '../core/storage'
export type { ReadCall, Reader } from '../core/read/types'
export type { AtomicStatus } from '../core/calls/capabilities'
export type { AuthenticationAdapter, AuthSession, AuthState, AuthStatus, SignInMessageParams } from '../core/auth/types'
export type { SignInProof, SignInRequest } from '../core/auth/oneClick'
export type { AuthStore } from '../core/auth/store'
export { LOCALES, type Locale as KitLocale } from '../core/i18n/locales'
export type { Catalogue, Sections, Translation } from '../core/i18n/catalogue'
export type { MessageParams } from '../core/i18n/message'
export type {
  WalletDescriptor,
  WalletGroup,
  WalletEntry,
  ConnectVia,
  DownloadUrls,
  GetUri,
  Instructions,
  InstructionStep,
  InstructionStepKeys,
  InstructionStepText,
  InstructionStepName,
  IconUrl,
  WalletMessageKey,
} from '../core/wallets/types'
export type {
  NewTransaction,
  RecentTransactionUpdate,
  Transaction,
  TransactionStatus,
  TransactionStore,
  SentTransaction,
  SentTransactionStatus,
  SentFingerprint,
  CallBundle,
  SafeTransaction,
} from '../core/transactions/types'
export type { QueryState } from '../core/query'

// Languages
export { useDir, useLocale, useMessages, type Translate } from '../react/i18n/react'
/** `describeError` in the locale the kit shows now (its loaded catalogue). */
export { useDescribeError, type DescribeError } from '../react/i18n/useDescribeError'
export type { DescribeErrorOptions } from '../core/i18n/describeError'

// Errors (wagmi's React entry exports these): BaseError is viem's, which every kit error extends
export { BaseError, WalletError, ChainNotConfiguredError, ConnectorNotFoundError, ProviderNotFoundError, type WalletErrorOptions, type BaseErrorType, type ChainNotConfiguredErrorType, type ConnectorNotFoundErrorType, type ProviderNotFoundErrorType } from '../core/errors'
export {
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorUnavailableReconnectingError,
  SwitchChainNotSupportedError,
  type ConnectorAccountNotFoundErrorType,
  type ConnectorAlreadyConnectedErrorType,
  type ConnectorChainMismatchErrorType,
  type ConnectorUnavailableReconnectingErrorType,
  type SwitchChainNotSupportedErrorType,
} from '../core/callErrors'
export { WagmiProviderNotFoundError, type WagmiProviderNotFoundErrorType } from '../react/errors'

// Hooks
export { useConfig } from '../react/context'
export { useAccount, type AccountState, type AccountConnectionStatus, type UseAccountParameters, type UseAccountReturnType } from '../react/useAccount'
export { useAuth, type UseAuthReturnType } from '../react/useAuth'
export { useSwitchChain, type UseSwitchChainParameters, type UseSwitchChainReturnType } from '../react/useSwitchChain'
export { useQuery, useRefresh } from '../react/useQuery'
// Connection (wagmi 3's connection hooks; useAccount, useAccountEffect and useSwitchAccount are wagmi 2's names, deprecated)
export type { UseConfigParameters, UseConfigReturnType } from '../react/context'
export { useConnection, type UseConnectionParameters, type UseConnectionReturnType } from '../react/useConnection'
export { useConnections, type UseConnectionsParameters, type UseConnectionsReturnType } from '../react/useConnections'
export { useConnect, type ConnectData, type ConnectVariables, type UseConnectParameters, type UseConnectReturnType } from '../react/useConnect'
export { useReconnect, type ReconnectData, type ReconnectVariables, type UseReconnectParameters, type UseReconnectReturnType } from '../react/useReconnect'
export {
  useConnectionEffect,
  useAccountEffect,
  type ConnectionEffectData,
  type UseConnectionEffectParameters,
  type UseAccountEffectParameters,
} from '../react/useConnectionEffect'
export {
  useSwitchConnection,
  useSwitchAccount,
  type UseSwitchConnectionParameters,
  type UseSwitchConnectionReturnType,
  type UseSwitchAccountParameters,
  type UseSwitchAccountReturnType,
} from '../react/useSwitchConnection'
export { useConnectorClient, type UseConnectorClientParameters, type UseConnectorClientReturnType } from '../react/useConnectorClient'
export { useClient, type UseClientParameters, type UseClientReturnType } from '../react/useClient'
export type { UseConnectorsParameters } from '../react/useConnectors'
export type { UseChainIdParameters, UseChainIdReturnType } from '../react/useChainId'
export type { GetChainIdReturnType } from '../core/actions/getChainId'
export type { GetChainsReturnType } from '../core/actions/getChains'
export type { UseChainsParameters, UseChainsReturnType } from '../react/useChains'
export type { ConnectionExtras, GetConnectionReturnType, PendingConnection } from '../core/actions/getConnection'
export type { Connection, GetConnectionsReturnType } from '../core/actions/getConnections'
export type { ConnectParameters } from '../core/actions/connect'
export type { SwitchConnectionParameters, SwitchConnectionReturnType } from '../core/actions/switchConnection'
export type { GetConnectorClientParameters, GetConnectorClientReturnType } from '../core/actions/getConnectorClient'
export type { GetClientParameters, GetClientReturnType } from '../core/actions/getClient'

// Reads (wagmi's names, parameters and return fields)
export type { QueryParameter, QueryResultState, UseQueryReturnType } from '../react/query/types'
export { useBalance, type Balance, type UseBalanceParameters, type UseBalanceReturnType } from '../react/useBalance'
export { useReadContract, type UseReadContractParameters, type UseReadContractReturnType } from '../react/useReadContract'
export { useReadContracts, type UseReadContractsParameters, type UseReadContractsReturnType } from '../react/useReadContracts'
export { useBlockNumber, type UseBlockNumberParameters, type UseBlockNumberReturnType } from '../react/useBlockNumber'
export { useEstimateGas, type UseEstimateGasParameters, type UseEstimateGasReturnType } from '../react/useEstimateGas'
export { useCall, type UseCallParameters, type UseCallReturnType } from '../react/useCall'
export { useGasPrice, type UseGasPriceParameters, type UseGasPriceReturnType } from '../react/useGasPrice'
export { useChainId } from '../react/useChainId'
export { useChains } from '../react/useChains'
export { usePublicClient, type UsePublicClientParameters, type UsePublicClientReturnType } from '../react/usePublicClient'
export { useWalletClient, type UseWalletClientParameters, type UseWalletClientReturnType } from '../react/useWalletClient'
export { useEnsName, type UseEnsNameParameters, type UseEnsNameReturnType } from '../react/useEnsName'
export { useEnsAvatar, type UseEnsAvatarParameters, type UseEnsAvatarReturnType } from '../react/useEnsAvatar'
export { useSimulateContract, type UseSimulateContractParameters, type UseSimulateContractReturnType } from '../react/useSimulateContract'
export { useWaitForTransactionReceipt, type UseWaitForTransactionReceiptParameters, type UseWaitForTransactionReceiptReturnType } from '../react/useWaitForTransactionReceipt'
export { useCallsStatus, type UseCallsStatusParameters, type UseCallsStatusReturnType } from '../react/useCallsStatus'
export { useSafeQueue, type UseSafeQueueParameters, type UseSafeQueueReturnType } from '../react/useSafeQueue'
export type { GetSafeQueueReturnType } from '../core/safe/queue/getSafeQueue'
export type { SafeQueue, SafeQueuedTransaction } from '../core/safe/queue/types'
export type { SafeCall } from '../core/safe/queue/multiSend'
// Chain data (blocks, transactions, fees, state at a block)
export { useBlock, type UseBlockParameters, type UseBlockReturnType } from '../react/useBlock'
export type { WatchParameter } from '../react/useBlockNumber'
export type { AtBlockParameters, ChainReadParameters } from '../react/useChainRead'
export { useBlockTransactionCount, type UseBlockTransactionCountParameters, type UseBlockTransactionCountReturnType } from '../react/useBlockTransactionCount'
export { useTransaction, type UseTransactionParameters, type UseTransactionReturnType } from '../react/useTransaction'
export { useTransactionReceipt, type UseTransactionReceiptParameters, type UseTransactionReceiptReturnType } from '../react/useTransactionReceipt'
export { useTransactionConfirmations, type UseTransactionConfirmationsParameters, type UseTransactionConfirmationsReturnType } from '../react/useTransactionConfirmations'
export { useTransactionCount, type UseTransactionCountParameters, type UseTransactionCountReturnType } from '../react/useTransactionCount'
export { useBytecode, type UseBytecodeData, type UseBytecodeParameters, type UseBytecodeReturnType } from '../react/useBytecode'
export { useStorageAt, type UseStorageAtParameters, type UseStorageAtReturnType } from '../react/useStorageAt'
export { useProof, type UseProofParameters, type UseProofReturnType } from '../react/useProof'
export { useFeeHistory, type UseFeeHistoryParameters, type UseFeeHistoryReturnType } from '../react/useFeeHistory'
export { useEstimateFeesPerGas, type UseEstimateFeesPerGasParameters, type UseEstimateFeesPerGasReturnType } from '../react/useEstimateFeesPerGas'
export { useEstimateMaxPriorityFeePerGas, type UseEstimateMaxPriorityFeePerGasParameters, type UseEstimateMaxPriorityFeePerGasReturnType } from '../react/useEstimateMaxPriorityFeePerGas'
export { useBlobBaseFee, type UseBlobBaseFeeParameters, type UseBlobBaseFeeReturnType } from '../react/useBlobBaseFee'
export { usePrepareTransactionRequest, type UsePrepareTransactionRequestParameters, type UsePrepareTransactionRequestReturnType } from '../react/usePrepareTransactionRequest'
export type { GetBlockParameters, GetBlockReturnType } from '../core/actions/getBlock'
export type { GetBlockTransactionCountParameters, GetBlockTransactionCountReturnType } from '../core/actions/getBlockTransactionCount'
export type { GetTransactionParameters, GetTransactionReturnType } from '../core/actions/getTransaction'
export type { GetTransactionReceiptParameters, GetTransactionReceiptReturnType } from '../core/actions/getTransactionReceipt'
export type { GetTransactionConfirmationsParameters, GetTransactionConfirmationsReturnType } from '../core/actions/getTransactionConfirmations'
export type { GetTransactionCountParameters, GetTransactionCountReturnType } from '../core/actions/getTransactionCount'
export type { GetBytecodeParameters, GetBytecodeReturnType } from '../core/actions/getBytecode'
export type { GetStorageAtParameters, GetStorageAtReturnType } from '../core/actions/getStorageAt'
export type { GetProofParameters, GetProofReturnType } from '../core/actions/getProof'
export type { GetFeeHistoryParameters, GetFeeHistoryReturnType } from '../core/actions/getFeeHistory'
export type { EstimateFeesPerGasParameters, EstimateFeesPerGasReturnType, Unit } from '../core/actions/estimateFeesPerGas'
export type { EstimateMaxPriorityFeePerGasParameters, EstimateMaxPriorityFeePerGasReturnType } from '../core/actions/estimateMaxPriorityFeePerGas'
export type { GetBlobBaseFeeParameters, GetBlobBaseFeeReturnType } from '../core/actions/getBlobBaseFee'
export type { PrepareTransactionRequestParameters, PrepareTransactionRequestParameterType, PrepareTransactionRequestReturnType } from '../core/actions/prepareTransactionRequest'
// Watchers, contract events, infinite reads, ENS forward lookups and signature checks
export { useWatchBlockNumber, type UseWatchBlockNumberParameters, type UseWatchBlockNumberReturnType } from '../react/useWatchBlockNumber'
export { useWatchBlocks, type UseWatchBlocksParameters, type UseWatchBlocksReturnType } from '../react/useWatchBlocks'
export { useWatchPendingTransactions, type UseWatchPendingTransactionsParameters, type UseWatchPendingTransactionsReturnType } from '../react/useWatchPendingTransactions'
export { useWatchContractEvent, type UseWatchContractEventParameters, type UseWatchContractEventReturnType } from '../react/useWatchContractEvent'
export { useContractEvents, type UseContractEventsParameters, type UseContractEventsReturnType } from '../react/useContractEvents'
export { useInfiniteReadContracts, type InfiniteReadContractsData, type UseInfiniteReadContractsParameters, type UseInfiniteReadContractsReturnType } from '../react/useInfiniteReadContracts'
export type { InfiniteData, InfinitePageOptions } from '../react/infinite/pages'
export { useEnsAddress, type UseEnsAddressParameters, type UseEnsAddressReturnType } from '../react/useEnsAddress'
export { useEnsText, type UseEnsTextParameters, type UseEnsTextReturnType } from '../react/useEnsText'
export { useVerifyMessage, type UseVerifyMessageParameters, type UseVerifyMessageReturnType } from '../react/useVerifyMessage'
export { useVerifyTypedData, type UseVerifyTypedDataParameters, type UseVerifyTypedDataReturnType } from '../react/useVerifyTypedData'
export type { WatchBlockNumberParameters } from '../core/actions/watchBlockNumber'
export type { WatchBlocksParameters } from '../core/actions/watchBlocks'
export type { WatchPendingTransactionsParameters } from '../core/actions/watchPendingTransactions'
export type { WatchContractEventParameters } from '../core/actions/watchContractEvent'
export type { WatchChainParameters } from '../core/watch/onChain'
export type { GetContractEventsParameters, GetContractEventsReturnType } from '../core/actions/getContractEvents'
export type { GetEnsAddressParameters } from '../core/actions/getEnsAddress'
export type { GetEnsTextParameters } from '../core/actions/getEnsText'
export type { ForwardLookupOptions } from '../core/ens/lookups'
export type { VerifyMessageParameters, VerifyMessageReturnType } from '../core/actions/verifyMessage'
export type { VerifyTypedDataParameters, VerifyTypedDataReturnType } from '../core/actions/verifyTypedData'

// Writes
export type {
  Mutate,
  MutateAsync,
  MutateFn,
  MutateOptions,
  MutationFunctionContext,
  MutationMeta,
  MutationOptions,
  MutationParameter,
  MutationStateIn,
  MutationStatus,
  UseMutationReturnType,
  UseMutationState,
} from '../react/mutation/types'
export type { UnionExactPartial } from '../react/query/types'
// What the write hooks' `error` can be (the classes themselves are in `@porch/kit`).
export type { RequestTimeoutError, SignInRequiredError, MethodNotSupportedError, SwitchChainFailedErrorType } from '../core/callErrors'
export type { ConnectorNotConnectedError } from '../core/errors'
export type { CallsError, CallsErrorCode, CallsNotSupportedError } from '../core/calls/errors'
export type { GetCallsStatusErrorType } from '../core/actions/getCallsStatus'
export type { ContractRevertedError, TransactionRevertedError } from '../core/write/errors'
export type { WaitForCallsStatusErrorType } from '../core/actions/waitForCallsStatus'
export type { WaitForTransactionReceiptErrorType } from '../core/actions/waitForTransactionReceipt'
export type { ConnectErrorType } from '../core/actions/connect'
export type { ReconnectErrorType } from '../core/actions/reconnect'
export type { DeployContractErrorType } from '../core/actions/deployContract'
export type { SendCallsErrorType } from '../core/actions/sendCalls'
export type { SendCallsSyncErrorType } from '../core/actions/sendCallsSync'
export type { SendTransactionErrorType } from '../core/actions/sendTransaction'
export type { SendTransactionSyncErrorType } from '../core/actions/sendTransactionSync'
export type { ShowCallsStatusErrorType } from '../core/actions/showCallsStatus'
export type { SignMessageErrorType } from '../core/actions/signMessage'
export type { SignTransactionErrorType } from '../core/actions/signTransaction'
export type { SignTypedDataErrorType } from '../core/actions/signTypedData'
export type { SwitchChainErrorType } from '../core/actions/switchChain'
export type { SwitchConnectionErrorType } from '../core/actions/switchConnection'
export type { WatchAssetErrorType } from '../core/actions/watchAsset'
export type { WriteContractErrorType } from '../core/actions/writeContract'
export type { WriteContractSyncErrorType } from '../core/actions/writeContractSync'
export { type DeployContractMutate, type DeployContractMutateAsync } from '../react/useDeployContract'
export { type SignTypedDataMutate, type SignTypedDataMutateAsync } from '../react/useSignTypedData'
export { type WriteContractMutate, type WriteContractMutateAsync } from '../react/useWriteContract'
export { type WriteContractSyncMutate, type WriteContractSyncMutateAsync, type WriteContractSyncPolling } from '../react/useWriteContractSync'
export type { ContractWriteMutate, ContractWriteMutateAsync, ContractWriteParameters, ContractWriteReturnType, ContractWriteVariables } from '../react/mutation/contractWrite'
export type { SwitchConnectionData } from '../react/useSwitchConnection'
export { useSendTransaction, type UseSendTransactionParameters, type UseSendTransactionReturnType } from '../react/useSendTransaction'
export { useWriteContract, type UseWriteContractParameters, type UseWriteContractReturnType } from '../react/useWriteContract'
export { useSignMessage, type SignMessageVariables, type UseSignMessageParameters, type UseSignMessageReturnType } from '../react/useSignMessage'
export { useSignTypedData, type UseSignTypedDataParameters, type UseSignTypedDataReturnType } from '../react/useSignTypedData'
export { useSendCalls, type UseSendCallsParameters, type UseSendCallsReturnType } from '../react/useSendCalls'
export { useDisconnect, type DisconnectVariables, type UseDisconnectParameters, type UseDisconnectReturnType } from '../react/useDisconnect'
export { useConnectors } from '../react/useConnectors'
export { useConnectModal, useAccountModal, useChainModal } from '../components/ModalProvider/hooks'
export { useRecentTransactions, useAddRecentTransaction, useUpdateRecentTransaction, useClearRecentTransactions, useHasPendingTransactions } from '../react/transactions/hooks'
export { InvalidRecentTransactionError, RecentTransactionNotFoundError } from '../core/transactions/errors'
export { useSafeProgressText } from '../react/transactions/useSafeProgressText'
// Writes and calls (sign, send and wait, deploy, EIP-5792)
export { useSignTransaction, type UseSignTransactionParameters, type UseSignTransactionReturnType } from '../react/useSignTransaction'
export { useSendTransactionSync, type UseSendTransactionSyncParameters, type UseSendTransactionSyncReturnType } from '../react/useSendTransactionSync'
export { useWriteContractSync, type UseWriteContractSyncParameters, type UseWriteContractSyncReturnType } from '../react/useWriteContractSync'
export { useDeployContract, type UseDeployContractParameters, type UseDeployContractReturnType } from '../react/useDeployContract'
export { useSendCallsSync, type UseSendCallsSyncParameters, type UseSendCallsSyncReturnType } from '../react/useSendCallsSync'
export { useShowCallsStatus, type UseShowCallsStatusParameters, type UseShowCallsStatusReturnType } from '../react/useShowCallsStatus'
export { useWaitForCallsStatus, type UseWaitForCallsStatusParameters, type UseWaitForCallsStatusReturnType } from '../react/useWaitForCallsStatus'
export { useCapabilities, type UseCapabilitiesParameters, type UseCapabilitiesReturnType } from '../react/useCapabilities'
export { useWatchAsset, type UseWatchAssetParameters, type UseWatchAssetReturnType } from '../react/useWatchAsset'

// Components
export * from './buttons'
export type { BorderRadius, ThemeMode, ThemeOptions } from '../theme/theme'

// Types the read and write hooks take and return (the actions' own, from @porch/kit too)
export type * from './actionTypes'

// RainbowKit's root API: its provider, themes, auth, wallet list and config
export * from './rainbowkitNames'
