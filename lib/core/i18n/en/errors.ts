/** What describeError says for each typed error (lib/core/i18n/describeError.ts). */
export const errors = {
  userRejected: 'You rejected the request in your wallet.',
  signInRequired: 'Sign in to continue.',
  notConnected: 'Connect a wallet to continue.',
  chainMismatch: 'Your wallet is on another network. Switch to {chain} and try again.',
  chainNotConfigured: 'This app does not support that network. Switch to one it supports.',
  insufficientFunds: 'Your wallet does not have enough funds for this transaction and its network fee.',
  contractReverted: 'The transaction would fail: {reason}.',
  contractRevertedNoReason: 'The transaction would fail, so it was not sent.',
  transactionReverted: 'The transaction failed on the network: {reason}.',
  transactionRevertedNoReason: 'The transaction failed on the network.',
  walletBusy: 'Your wallet already has a pending request. Open your wallet to finish it.',
  methodNotSupported: 'Your wallet does not support this request.',
  callsNotSupported: 'Your wallet cannot send these steps together.',
  switchChainNotSupported: 'Your wallet cannot switch networks from this app. Switch networks in your wallet instead.',
  timeout: 'The request took too long. Please try again.',
  unknown: 'Something went wrong. Please try again.',
} as const
