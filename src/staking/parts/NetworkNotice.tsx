import type { NetworkStatus } from '../networkStatus'
import * as card from './card.css'
import * as css from './NetworkNotice.css'

export interface NetworkNoticeProps {
  status: NetworkStatus
  chainName: string
  /** Read again now. */
  onRetry(): void
  retrying: boolean
}

/** Says honestly when the numbers are old, the node cannot be reached, or the chain has stopped. */
export function NetworkNotice({ status, chainName, onRetry, retrying }: NetworkNoticeProps) {
  let text: string
  if (status.kind === 'stale') text = `Numbers from ${formatAge(status.age)} ago, reconnecting...`
  else if (status.kind === 'unreachable') text = `The ${chainName} network cannot be reached right now. Retrying...`
  else if (status.kind === 'halted') {
    text = `The ${chainName} network is not producing blocks: its last block is from ${status.lastBlockAt.toLocaleString()}. Staking, unstaking and harvesting are off until it runs again.`
  } else return null
  return (
    <div role="alert" className={css.notice} data-testid="network-notice" data-kind={status.kind}>
      <p className={css.text}>{text}</p>
      {status.kind === 'halted' ? null : (
        <button type="button" className={card.secondaryButton} onClick={onRetry} disabled={retrying}>
          Retry
        </button>
      )}
    </div>
  )
}

function formatAge(seconds: number): string {
  if (seconds < 90) return `${seconds} s`
  const minutes = Math.round(seconds / 60)
  return minutes < 90 ? `${minutes} min` : `${Math.round(minutes / 60)} h`
}
