/** The network notice and why writes are off. `{age}` is a duration, `{time}` a date and time. */
export const network = {
  stale: 'Numbers from {age} ago, reconnecting...',
  unreachable: 'The {chain} network cannot be reached right now. Retrying...',
  halted: 'The {chain} network is not producing blocks: its last block is from {time}. Staking, unstaking and harvesting are off until it runs again.',
  retry: 'Retry',
  blockedUnreachable: 'The {chain} network cannot be reached right now, so nothing can be sent.',
  blockedHalted: 'The {chain} network is not producing blocks, so nothing can be sent.',
  paused: 'Staking is paused right now.',
} as const
