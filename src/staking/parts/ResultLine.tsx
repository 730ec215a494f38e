import type { ActionResult } from '../useStakingActions'
import * as card from './card.css'

/**
 * The outcome of the last action of one panel: a polite status for success, an alert for a
 * failure. The status element is always present so screen readers announce its changes.
 */
export function ResultLine({ result }: { result: ActionResult | undefined }) {
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
