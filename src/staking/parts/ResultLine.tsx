import { lazy, Suspense } from 'react'
import type { ActionResult } from '../useStakingActions'
import * as card from './card.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { screen } from '../../i18n/en/screen'

/** Only Safe users ever see it: loaded with the first proposal. */
const SafeProgressLine = lazy(() => import('./SafeProgressLine').then((m) => ({ default: m.SafeProgressLine })))

/**
 * The outcome of the last action of one panel: a polite status for success, an alert for a
 * failure, the live progress of a Safe proposal. The status element is always present so
 * screen readers announce its changes.
 */
export function ResultLine({ result }: { result: ActionResult | undefined }) {
  const t = useSiteMessages('screen', screen)
  if (result?.type === 'safe' && result.safeTxHash) {
    return (
      <Suspense fallback={<p role="status" className={card.muted}>{t('safeProposed')}</p>}>
        <SafeProgressLine kind={result.kind} safeTxHash={result.safeTxHash} doneMessage={result.message} />
      </Suspense>
    )
  }
  return (
    <>
      <p role="status" className={card.successText}>
        {result?.type === 'success' ? result.message : ''}
      </p>
      {result?.type === 'error' && (
        <p role="alert" className={card.errorText}>
          {result.message}
        </p>
      )}
    </>
  )
}
