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

// Core types a React app names (the same types `@porch/kit` exports)
export type { Config } from '../core/config'
export type { ConfigEvents, Connector, ConnectorEvents, ConnectorType, ConnectResult, SafeOwners, SafeTxProgress, State, Status } from '../core/types'
export type { Store } from '../core/store'
export type { Emitter, Listener } from '../core/emitter'
export type { KitStorage, Parser } from '../core/storage'
export type { ReadCall, Reader } from '../core/read/types'
export type { AtomicStatus } from '../core/calls/capabilities'
export type { AuthenticationAdapter, AuthSession, AuthState, AuthStatus } from '../core/auth/types'
export type { AuthStore } from '../core/auth/store'
export { LOCALES, type Locale } from '../core/i18n/locales'
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
  WalletMessageKey,
} from '../core/wallets/types'
export type {
  NewTransaction,
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

// Hooks
export { useConfig } from '../react/context'
export { useAccount, type AccountState, type AccountConnectionStatus, type UseAccountParameters, type UseAccountReturnType } from '../react/useAccount'
export { useAuth, type UseAuthReturnType } from '../react/useAuth'
export { useSwitchChain, type UseSwitchChainParameters, type UseSwitchChainReturnType } from '../react/useSwitchChain'
export { useQuery, useRefresh } from '../react/useQuery'
// Connection (wagmi 3's connection hooks; useAccount, useAccountEffect and useSwitchAccount are wagmi 2's names, deprecated)
export type { UseConfigParameters } from '../react/context'
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
export type { UseChainIdParameters } from '../react/useChainId'
export type { UseChainsParameters } from '../react/useChains'
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
export { usePublicClient, type UsePublicClientParameters } from '../react/usePublicClient'
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

// Writes
export type { MutateOptions, MutationParameter, UseMutationReturnType, UseMutationState } from '../react/mutation/types'
export { useSendTransaction, type UseSendTransactionParameters, type UseSendTransactionReturnType } from '../react/useSendTransaction'
export { useWriteContract, type UseWriteContractParameters, type UseWriteContractReturnType } from '../react/useWriteContract'
export { useSignMessage, type UseSignMessageParameters, type UseSignMessageReturnType } from '../react/useSignMessage'
export { useSignTypedData, type UseSignTypedDataParameters, type UseSignTypedDataReturnType } from '../react/useSignTypedData'
export { useSendCalls, type UseSendCallsParameters, type UseSendCallsReturnType } from '../react/useSendCalls'
export { useDisconnect, type DisconnectVariables, type UseDisconnectParameters, type UseDisconnectReturnType } from '../react/useDisconnect'
export { useConnectors } from '../react/useConnectors'
export { useConnectModal, useAccountModal, useChainModal } from '../components/ModalProvider/hooks'
export { useRecentTransactions, useAddRecentTransaction, useClearRecentTransactions, useHasPendingTransactions } from '../react/transactions/hooks'
export { useSafeProgressText } from '../react/transactions/useSafeProgressText'

// Components
export {
  ConnectButton,
  type ConnectButtonProps,
  type ConnectButtonCustomProps,
  type ConnectButtonRendererProps,
  type ConnectButtonAccount,
  type ConnectButtonChain,
  type AccountStatus,
  type ChainStatus,
  type AuthenticationStatus,
  type ResponsiveValue,
} from '../components/ConnectButton/index'
export { WalletButton, type WalletButtonProps, type WalletButtonCustomProps } from '../components/WalletButton/WalletButton'
export type { WalletButtonRenderProps } from '../components/WalletButton/useWalletButton'
export type { BorderRadius, ThemeMode, ThemeOptions } from '../theme/theme'

// Types the read and write hooks take and return (the actions' own, from @porch/kit too)
export type { GetBalanceReturnType } from '../core/actions/getBalance'
export type { CallParameters, CallReturnType } from '../core/actions/call'
export type { EstimateGasParameters, EstimateGasReturnType } from '../core/actions/estimateGas'
export type { GetGasPriceReturnType } from '../core/actions/getGasPrice'
export type { SwitchChainParameters, SwitchChainReturnType } from '../core/actions/switchChain'
export type { GetCallsStatusReturnType } from '../core/actions/getCallsStatus'
export type { GetWalletClientReturnType } from '../core/actions/getWalletClient'
export type { ReadContractParameters, ReadContractReturnType } from '../core/actions/readContract'
export type { ReadContractsParameters, ReadContractsReturnType } from '../core/actions/readContracts'
export type { SendCallsParameters, SendCallsReturnType, Call } from '../core/actions/sendCalls'
export type { SendTransactionParameters, SendTransactionReturnType } from '../core/actions/sendTransaction'
export type { SignMessageParameters } from '../core/actions/signMessage'
export type { SignTypedDataParameters, SignTypedDataReturnType } from '../core/actions/signTypedData'
export type { SimulateContractParameters, SimulateContractReturnType } from '../core/actions/simulateContract'
export type { TransactionReplacement, WaitForTransactionReceiptParameters, WaitForTransactionReceiptReturnType } from '../core/actions/waitForTransactionReceipt'
export type { WriteContractParameters, WriteContractReturnType } from '../core/actions/writeContract'
export type { RecentOption } from '../core/write/recent'
export type { BundleFailure, BundleState, BundleStatus } from '../core/calls/status'
export type { ReplacementReason } from '../core/transactions/replacement'
