/** Sentences shared by the eager screen and the lazy write path (kept here so the screen does not pull in errors.ts). */
export const NETWORK_MESSAGE = 'Could not reach the network. Check your connection and try again.'
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.'
