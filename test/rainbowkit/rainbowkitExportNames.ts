/**
 * RainbowKit 2.2.11's root and `./components` exports, values and types apart, as its
 * declarations (dist/index.d.ts, dist/components/index.d.ts) list them: for when the
 * reference package (test/reference/rainbowkit) is not installed. When it is, exports.test.ts
 * checks these lists against it.
 */
export const RAINBOWKIT_EXPORTS = {
  '.': {
    values: ['ConnectButton', 'WalletButton', 'RainbowKitProvider', 'getDefaultConfig', 'getDefaultWallets', 'getWalletConnectConnector', 'connectorsForWallets', 'useAccountModal', 'useChainModal', 'useConnectModal', 'useAddRecentTransaction', 'RainbowKitAuthenticationProvider', 'createAuthenticationAdapter', 'lightTheme', 'darkTheme', 'midnightTheme', 'cssStringFromTheme', 'cssObjectFromTheme', '__private__'],
    types: ['WalletButtonRendererProps', 'RainbowKitProviderProps', 'Wallet', 'WalletList', 'WalletDetailsParams', 'RainbowKitWalletConnectParameters', 'Theme', 'AuthenticationStatus', 'AuthenticationConfig', 'Locale', 'DisclaimerComponent', 'AvatarComponent', 'Chain'],
  },
  './components': {
    values: ['RainbowKitProvider', 'ConnectButton', 'WalletButton', 'Avatar', 'EmojiAvatar', 'emojiAvatarForAddress', 'AccountModal', 'ChainModal'],
    types: ['RainbowKitProviderProps', 'ConnectButtonProps', 'WalletButtonProps', 'AvatarProps', 'EmojiAvatarProps', 'AccountModalProps', 'ChainModalProps'],
  },
} as const
