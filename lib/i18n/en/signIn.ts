/** The 'Verify your account' (Sign-In with Ethereum) modal. */
export const signIn = {
  title: 'Verify your account',
  description: 'To finish connecting, sign a message in your wallet to verify that you own this account. It costs nothing and sends no transaction.',
  errorPreparing: 'Error preparing message, please retry!',
  errorSigning: 'Error signing message, please retry!',
  errorVerifying: 'Error verifying signature, please retry!',
  errorUnexpected: 'Oops, something went wrong!',
  waiting: 'Waiting for signature...',
  verifying: 'Verifying signature...',
  preparing: 'Preparing message...',
  send: 'Send message',
  unsupportedSwitch: 'Your wallet is on a network this site does not support. Switch to {chain} to sign in.',
  unsupportedInWallet: 'Your wallet is on a network this site does not support. Switch to {chain} in your wallet to sign in.',
  switchTo: 'Switch to {chain}',
  cancel: 'Cancel',
} as const
