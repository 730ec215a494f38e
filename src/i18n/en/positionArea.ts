/** What the first paint needs of the position area: its frame, its loading states and the watch field's refusals. */
export const positionArea = {
  notAddress: '“{input}” is not an address: an address is 0x followed by 40 hexadecimal characters.',
  areaLabel: 'Your position and history',
  loading: 'Loading your position and history…',
  loadFailed: 'Your position and history could not be loaded.',
  tryAgain: 'Try again',
} as const
