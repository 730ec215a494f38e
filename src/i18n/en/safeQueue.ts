/** The Safe's queued staking transactions (only inside Safe{Wallet}). `{amount}` includes the symbol. */
export const safeQueue = {
  title: 'Waiting in your Safe',
  stake: 'Stake {amount}',
  unstake: 'Unstake {amount}',
  approve: 'Approve {amount}',
  harvest: 'Harvest rewards',
  confirmations: '{confirmations} of {required} confirmations',
  needsSignature: 'Needs your signature',
  viewInSafe: 'View in Safe{Wallet}',
  empty: 'No staking transactions are waiting in your Safe.',
  notServed: "Safe's transaction service does not serve {chain}, so your Safe's queue cannot be shown here.",
  loadFailed: "Your Safe's queue could not be read. It is tried again with the other numbers.",
  signAs: 'You sign as',
  signAsNone: 'Choose your owner address',
  signAsHint: 'Safe{Wallet} does not tell apps which owner is connected.',
} as const
