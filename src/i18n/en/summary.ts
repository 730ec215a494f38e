/** The summary under the Stake and Unstake fields: what the action will do before the wallet is asked. `{value}` is a formatted number. */
export const summary = {
  /** The summary's first two rows: the amount the user gives, then the amount they get for it. */
  give: 'You give',
  get: 'You get',
  share: 'Your pool share after',
  percent: '{value}%',
  percentTiny: '<{value}%',
  confirmations: 'Wallet confirmations',
  /** `{n}` prompts, `{route}` one of the route* messages. */
  confirmationsValue: '{n} ({route})',
  routePlant: 'Stake',
  routeApproveThenPlant: 'Approve, then stake',
  routeBatch: 'Approve and stake in one batch',
  routeSafe: "One proposal; your Safe's signers then confirm and execute it",
  routeUnplant: 'Unstake',
  fee: 'Network fee',
  /** `{amount}` includes the native currency's symbol. */
  feeValue: 'about {amount}',
  feeUnknown: 'Could not estimate the network fee.',
  checking: 'Checking…',
  cannotCheck: 'This cannot be checked right now.',
} as const
