/** The Switch Networks modal. */
export const chain = {
  title: 'Switch Networks',
  wrongNetwork: 'Wrong network detected, switch or disconnect to continue.',
  connected: 'Connected',
} as const
