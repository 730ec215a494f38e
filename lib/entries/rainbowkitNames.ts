/**
 * RainbowKit 2.2.11's root names, as `@porch/kit/react` exports them beside wagmi's (one
 * list of its own so the React entry stays readable; not an entry: lib/package.json does
 * not export it).
 */
// RainbowKit's wallet list and config (RainbowKit's root names; the factories are @porch/kit/wallets)
export { connectorsForWallets, InvalidWalletListError, type ConnectorsForWalletsParameters } from '../rainbowkit/config/connectorsForWallets'
export { getDefaultWallets } from '../rainbowkit/config/getDefaultWallets'
export { getDefaultConfig, type GetDefaultConfigParameters } from '../rainbowkit/config/getDefaultConfig'
export { getWalletConnectConnector, type GetWalletConnectConnectorParams } from '../connectors/wallets/walletConnectConnector'
export type { CreateConnector, RainbowKitDetails, Wallet, WalletDetailsParams } from '../core/wallets/rainbowkit'
export type { CreateWalletFn, CreateWalletParameters, DefaultWalletOptions, RainbowKitWalletConnectParameters, WalletList } from '../connectors/wallets/types'
export type { LogLevel, WalletConnectParameters } from '../connectors/walletConnect/types'
export type { KeyValueStorage } from '../connectors/walletConnect/memoryStorage'
// RainbowKit 2.2.11's root API (lib/rainbowkit: each name a few lines over the kit's own concepts)
export { RainbowKitProvider, type RainbowKitProviderProps } from '../rainbowkit/RainbowKitProvider'
export { lightTheme, darkTheme, midnightTheme } from '../rainbowkit/theme/themes'
export { cssObjectFromTheme, cssStringFromTheme, type CssFromThemeOptions, type ThemeInput } from '../rainbowkit/theme/cssFromTheme'
export type { AccentColor, AccentColorPreset, FontStack, OverlayBlur, RadiusScale, Theme, ThemeFunction, ThemeFunctionOptions, ThemeVars } from '../rainbowkit/theme/types'
export { createAuthenticationAdapter, RainbowKitAuthenticationProvider, type RainbowKitAuthenticationProviderProps } from '../rainbowkit/auth/RainbowKitAuthenticationProvider'
export type { AuthenticationConfig, RainbowKitAuthenticationAdapter } from '../rainbowkit/auth/types'
export type { Locale, RainbowKitLocale } from '../rainbowkit/locale'
export type { Chain } from '../rainbowkit/chains/chains'
export type { AvatarComponent, AvatarComponentProps } from '../ui/Avatar/avatarComponent'
export type { DisclaimerComponent } from '../components/ModalProvider/appInfo'
