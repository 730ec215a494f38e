import type { BundleFailure } from '../calls/status'
import { account } from './en/account'
import { kitCatalogue } from './kitCatalogue'
import type { Locale } from './locales'

/** Each failure code of a call bundle and the key of its sentence in the kit's `account` section. */
export const BUNDLE_FAILURE_KEYS = {
  offchain: 'bundleOffchain',
  reverted: 'bundleReverted',
  partiallyReverted: 'bundlePartiallyReverted',
  unknown: 'bundleFailed',
} as const satisfies Record<BundleFailure, keyof typeof account>

/**
 * Why a call bundle failed (its `failure` code, from `waitForCallsStatus` or the recent
 * list), as one sentence in `locale` (default English); the account modal shows the same.
 * Synchronous like `describeError`: a locale whose chunk is not loaded yet reads English.
 *
 * @example
 * const final = await waitForCallsStatus(config, { id })
 * if (final.status === 'failure') show(describeBundleFailure(final.failure ?? 'unknown', 'de'))
 */
export function describeBundleFailure(failure: BundleFailure, locale: Locale = 'en'): string {
  const key = BUNDLE_FAILURE_KEYS[failure] ?? BUNDLE_FAILURE_KEYS.unknown
  return kitCatalogue.get(locale)?.account[key] ?? account[key]
}
