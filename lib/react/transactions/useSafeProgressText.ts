import type { SafeTxProgress } from '../../core/types'
import { account } from '../../core/i18n/en/account'
import { useKitMessages } from '../i18n/kit'
import { safeProgressMessage } from '../../core/safe/progress'

/**
 * Where a Safe proposal stands, in the reader's language (the words of the account modal's
 * Recent Transactions), so an app's own progress line says the same thing.
 *
 * @example
 * const say = useSafeProgressText()
 * return <p>{say(tx.safe)}</p> // "Awaiting confirmations (1 of 2)"
 */
export function useSafeProgressText(): (progress: SafeTxProgress | undefined) => string {
  const t = useKitMessages('account', account)
  return (progress) => {
    const { key, params } = safeProgressMessage(progress)
    return t(key, params)
  }
}
