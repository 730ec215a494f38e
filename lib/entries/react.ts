/**
 * Porch for React (`@porch/kit/react`): the provider, hooks, `ConnectButton` and the modals.
 * Pair it with `@porch/kit` (config, connectors) and `@porch/kit/styles.css`.
 * @packageDocumentation
 */

// Provider
export { PorchProvider, type PorchProviderProps } from '../react/Provider'
export type { State } from '../core/types'
export { ModalProvider, type ModalProviderProps } from '../components/ModalProvider/ModalProvider'
export type { AppInfo } from '../components/ModalProvider/appInfo'
export { WatchAssetsContext } from '../react/watchAssetsContext'
export type { WatchAsset } from '../react/watchAsset'
export { AuthContext } from '../react/useAuth'
export { TransactionStoreContext } from '../transactions/context'

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
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton/index'
export { WalletButton, type WalletButtonProps, type WalletButtonCustomProps } from '../components/WalletButton/WalletButton'
export type { WalletButtonRenderProps } from '../components/WalletButton/useWalletButton'
export type { ThemeOptions } from '../theme/theme'
