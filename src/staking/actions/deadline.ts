import { withDeadline } from '@porch/kit'
import { NetworkTimeoutError } from '../errors'

/**
 * How long the checks before a wallet prompt (reads, simulation, gas) may take; with the
 * click and the rendering around them, the user hears back within 12 s.
 */
export const PREPARE_TIMEOUT = 9_000

/**
 * `work`, or a NetworkTimeoutError once `ms` have passed. The user is waiting on a button:
 * a slow or hanging node must give a clear message, not keep them waiting on retries.
 * The underlying requests may still finish in the background; nothing is sent after this.
 */
export function beforeDeadline<T>(work: Promise<T>, ms = PREPARE_TIMEOUT): Promise<T> {
  return withDeadline(work, { ms, onLate: () => Promise.reject(new NetworkTimeoutError()) })
}
