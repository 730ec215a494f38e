/** A Safe proposal's progress under a panel. `{state}` is the kit's sentence for where it stands (`useSafeProgressText`). */
export const safe = {
  proposedState: 'Proposed to your Safe. {state}.',
  proposedExecuted: 'Proposed to your Safe. {state}…',
  viewTransaction: 'View transaction',
  cancelled: 'The Safe transaction was cancelled.',
  failed: 'The Safe transaction failed.',
} as const
