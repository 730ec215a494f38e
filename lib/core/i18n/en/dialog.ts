/** Primitives every modal shares: close, back, QR code. */
export const dialog = {
  close: 'Close',
  back: 'Back',
  qrFailed: 'The QR code could not be drawn. Copy the link instead.',
  qrLoading: '{label} (loading)',
  copied: 'Copied!',
  opensExplorer: ' (opens the block explorer)',
  confirmInWallet: 'Confirm in Wallet',
  disconnect: 'Disconnect',
} as const
