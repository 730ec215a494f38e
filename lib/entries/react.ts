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
export { TransactionStoreContext } from '../transactions/context'

// Core types a React app names (the same types `@porch/kit` exports)
export type { Config } from '../core/config'
export type { ConfigEvents, Connector, ConnectorEvents, ConnectorType, ConnectResult, SafeTxProgress, State, Status } from '../core/types'
export type { Store } from '../core/store'
export type { Emitter, Listener } from '../core/emitter'
export type { KitStorage, Parser } from '../core/storage'
export type { ReadCall, Reader } from '../core/read/types'
export type { AtomicStatus } from '../core/calls/capabilities'
export type { AuthenticationAdapter, AuthSession, AuthState, AuthStatus } from '../auth/types'
export type { AuthStore } from '../auth/store'
export { LOCALES, type Locale } from '../i18n/locales'
export type { Catalogue, Sections, Translation } from '../i18n/catalogue'
export type { MessageParams } from '../i18n/message'
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
} from '../wallets/types'
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
} from '../transactions/types'
export type { QueryState } from '../core/query'

// Languages
export { useDir, useLocale, useMessages, type Translate } from '../i18n/react'

// Hooks
export { useConfig } from '../react/context'
export { useAccount, type AccountState } from '../react/useAccount'
export { useSwitchChain, type UseSwitchChainResult } from '../react/useSwitchChain'
export { useQuery, useRefresh } from '../react/useQuery'
export { useBalance, type Balance } from '../react/useBalance'
export { useDisconnect } from '../react/useDisconnect'
export { useConnectors } from '../react/useConnectors'
export { useConnectModal, useAccountModal, useChainModal } from '../components/ModalProvider/hooks'
export { useRecentTransactions, useAddRecentTransaction, useClearRecentTransactions, useHasPendingTransactions } from '../transactions/hooks'
export { useSafeProgressText } from '../transactions/useSafeProgressText'

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
