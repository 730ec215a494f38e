import { lazy, Suspense, useEffect, useRef } from 'react'
import type { ActionResult } from '../useStakingActions'
import * as card from './card.css'
import { useSiteMessages } from '../../i18n/catalogue'
import { screen } from '../../i18n/en/screen'

/** Only Safe users ever see it: loaded with the first proposal. */
const SafeProgressLine = lazy(() => import('./SafeProgressLine').then((m) => ({ default: m.SafeProgressLine })))

/**
 * The outcome of the last action of one panel, right under its button: a polite status for
 * success, an alert for a failure, the live progress of a Safe proposal. The status element
 * is always present so screen readers announce its changes, and its line is kept from the
 * first paint so the first result moves nothing below it.
 */
export function ResultLine({ result }: { result: ActionResult | undefined }) {
  const t = useSiteMessages('screen', screen)
  const slot = useRef<HTMLDivElement>(null)
  // A button at the screen's bottom edge (a phone): its result, just below, is brought into
  // view, by the least scroll that shows it.
  useEffect(() => {
    // (Optional: jsdom, which runs the component tests, has no scrolling.)
    if (result) slot.current?.scrollIntoView?.({ block: 'nearest' })
  }, [result])
  if (result?.type === 'safe' && result.safeTxHash) {
    return (
      <div ref={slot} className={card.lineSlot}>
        <Suspense fallback={<p role="status" className={card.muted}>{t('safeProposed')}</p>}>
          <SafeProgressLine kind={result.kind} safeTxHash={result.safeTxHash} doneMessage={result.message} />
        </Suspense>
      </div>
    )
  }
  return (
    <div ref={slot} className={card.lineSlot}>
      <p role="status" className={card.successText}>
        {result?.type === 'success' ? result.message : ''}
      </p>
      {result?.type === 'error' && (
        <p role="alert" className={card.errorText}>
          {result.message}
        </p>
      )}
    </div>
  )
}
