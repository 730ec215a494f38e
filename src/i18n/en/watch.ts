/** Watch mode's banner, above the numbers: whose numbers the screen shows and how to leave. */
export const watch = {
  /** The banner's accessible name. */
  banner: 'Watch mode',
  /** `{name}` is the watched address's ENS name and short address, or its short address alone. */
  watching: 'Watching {name}',
  readOnly: 'Read-only: the balances, position and history on this screen are this address’s.',
  copy: 'Copy address',
  copied: 'Copied!',
  stop: 'Stop watching',
} as const
