/**
 * RainbowKit's `./components` entry (`@porch/kit/components`): the kit's ConnectButton,
 * WalletButton, modals and avatars, and RainbowKitProvider, under RainbowKit's names.
 * @packageDocumentation
 */
export * from './buttons'
export { RainbowKitProvider, type RainbowKitProviderProps } from '../rainbowkit/RainbowKitProvider'
export { AccountModal, type AccountModalProps } from '../components/AccountModal/AccountModal'
export { ChainModal, type ChainModalProps } from '../components/ChainModal/ChainModal'
export { Avatar, type AvatarProps } from '../rainbowkit/avatar/Avatar'
export { EmojiAvatar, emojiAvatarForAddress } from '../rainbowkit/avatar/emojiAvatar'
export type { AvatarComponentProps as EmojiAvatarProps } from '../ui/Avatar/avatarComponent'
// The types the props above name (the same as `@porch/kit/react`'s)
export type { Theme, ThemeVars } from '../rainbowkit/theme/types'
export type { Locale, RainbowKitLocale } from '../rainbowkit/locale'
export type { AvatarComponent } from '../ui/Avatar/avatarComponent'
export type { DisclaimerComponent } from '../components/ModalProvider/appInfo'
export { LOCALES, type Locale as KitLocale } from '../core/i18n/locales'
// What WalletButton.Custom's `connector` (a WalletEntry) names, as @porch/kit/react has them
export type { WalletEntry, WalletDescriptor, ConnectVia, DownloadUrls, GetUri, Instructions, InstructionStep, IconUrl, InstructionStepKeys, InstructionStepName, InstructionStepText, WalletMessageKey } from '../core/wallets/types'
export type { Connector, ConnectorEvents, ConnectorType, ConnectResult, SafeOwners, SafeTxProgress } from '../core/types'
export type { SignInProof, SignInRequest } from '../core/auth/oneClick'
export type { Emitter, Listener } from '../core/emitter'
