/** WalletButton: the status beside the wallet's name, and its neutral label before mount. */
export const walletButton = {
  connecting: 'Connecting…',
  connected: 'Connected',
  /** The label until mounted for a wallet known only by an rdns the kit has no descriptor for. */
  placeholder: 'Wallet',
} as const
