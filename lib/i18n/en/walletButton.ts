/** WalletButton: the status beside the wallet's name. */
export const walletButton = {
  connecting: 'Connecting…',
  connected: 'Connected',
} as const
