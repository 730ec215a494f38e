/** Watch mode: the banner above the numbers (whose numbers the screen shows, how to leave) and the one sentence over the action cards. */
export const watch = {
  /** The banner's accessible name. */
  banner: 'Watch mode',
  /** `{name}` is the watched address's ENS name and short address, or its short address alone. */
  watching: 'Watching {name}',
  /** Short: one line on a phone in every language (the banner's height is reserved). */
  readOnly: 'Read-only view',
  /** The copy button's name (an icon on screen). */
  copy: 'Copy address',
  copied: 'Copied!',
  stop: 'Stop watching',
  /** Over the three action cards, once for all of them; `{address}` is the short address. */
  note: 'You are watching {address}: connect this wallet to stake, unstake or harvest.',
} as const
