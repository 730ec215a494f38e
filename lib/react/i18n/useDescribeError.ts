import { useCallback } from 'react'
import { describeError, type DescribeErrorOptions } from '../../core/i18n/describeError'
import { useLocale } from './react'

/** describeError bound to the locale the kit shows now: `(error, options?) => sentence`. */
export type DescribeError = (error: unknown, options?: DescribeErrorOptions) => string

/**
 * `describeError` in the locale the kit renders now (`useLocale()`). The provider switches
 * that locale only once its chunk is loaded, so the sentence is never English by accident;
 * before the first locale loads it is English, as every other kit text is.
 *
 * @example
 * const { error } = useWriteContract()
 * const describe = useDescribeError()
 * return error ? <p role="alert">{describe(error)}</p> : null
 */
export function useDescribeError(): DescribeError {
  const locale = useLocale()
  return useCallback((error, options) => describeError(error, locale, options), [locale])
}
