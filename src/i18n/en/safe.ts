/** A Safe proposal's progress under a panel. `{state}` is one of the state sentences below. */
export const safe = {
  proposedState: 'Proposed to your Safe. {state}.',
  proposedExecuted: 'Proposed to your Safe. {state}…',
  viewTransaction: 'View transaction',
  cancelled: 'The Safe transaction was cancelled.',
  failed: 'The Safe transaction failed.',
  safeAwaiting: 'Awaiting confirmations',
  safeAwaitingN: 'Awaiting confirmations ({confirmations} of {required})',
  safeAwaitingExecution: 'Awaiting execution',
  safeExecuted: 'Executed, confirming',
  safeFailed: 'Failed',
  safeCancelled: 'Cancelled',
} as const
