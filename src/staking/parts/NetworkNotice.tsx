import type { NetworkStatus } from '../networkStatus'
import * as card from './card.css'
import * as css from './NetworkNotice.css'
import { useLocale } from '@porch/kit/react'
import { useSiteMessages } from '../../i18n/catalogue'
import { network } from '../../i18n/en/network'
import { localeNumbers } from '../../i18n/numbers'

export interface NetworkNoticeProps {
  status: NetworkStatus
  chainName: string
  /** Read again now. */
  onRetry(): void
  retrying: boolean
}

/** Says honestly when the numbers are old, the node cannot be reached, or the chain has stopped. */
export function NetworkNotice({ status, chainName, onRetry, retrying }: NetworkNoticeProps) {
  const t = useSiteMessages('network', network)
  const locale = useLocale()
  let text: string
  if (status.kind === 'stale') text = t('stale', { age: formatAge(status.age, locale) })
  else if (status.kind === 'unreachable') text = t('unreachable', { chain: chainName })
  else if (status.kind === 'halted') {
    text = t('halted', { chain: chainName, time: status.lastBlockAt.toLocaleString(locale === 'en' ? undefined : locale) })
  } else return null
  return (
    <div role="alert" className={css.notice} data-testid="network-notice" data-kind={status.kind}>
      <p className={css.text}>{text}</p>
      {status.kind === 'halted' ? null : (
        <button type="button" className={card.secondaryButton} onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </button>
      )}
    </div>
  )
}

/** '5 s', '3 min', '2 h' (other locales: Intl's short units, '5 Sek.'). */
function formatAge(seconds: number, locale: string): string {
  const minutes = Math.round(seconds / 60)
  const [n, unit]: [number, 'second' | 'minute' | 'hour'] = seconds < 90 ? [seconds, 'second'] : minutes < 90 ? [minutes, 'minute'] : [Math.round(minutes / 60), 'hour']
  if (locale !== 'en') return localeNumbers().formatDuration(n, unit, locale)
  return `${n} ${unit === 'second' ? 's' : unit === 'minute' ? 'min' : 'h'}`
}
