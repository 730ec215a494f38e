import { useId, useRef, type Ref } from 'react'
import { tokens } from '../../config'
import type { PoolDistributions } from '../../history/pool'
import { usePoolDistributions } from '../../history/useHistory'
import { poolYield } from '../../history/yield'
import { formatDisplay } from '../amount'
import * as card from './card.css'
import * as css from './PositionPanel.css'
import { useSeenOnce } from './useOnScreen'
import { yieldUnit } from './yieldUnit'
import { useLocale } from '@porch/kit/react'
import { useSiteMessages } from '../../i18n/catalogue'
import { position } from '../../i18n/en/position'

/** The pool's trailing 7- and 30-day yield, from DistributeReward events, with how it is computed. */
export function PoolYield({ pool, failed, waiting, sectionRef }: { pool: PoolDistributions | undefined; failed: boolean; waiting: boolean; sectionRef?: Ref<HTMLElement> }) {
  const id = useId()
  const t = useSiteMessages('position', position)
  const locale = useLocale()
  const figure = (days: number) => {
    if (failed) return t('notAvailable')
    if (!pool) return waiting ? t('waitsForHistory') : t('reading')
    const { value } = poolYield(pool.distributions, pool.now, days)
    return value === undefined ? t('tooFew', { days }) : `${formatDisplay(value, tokens.usdc.decimals, 2, locale)} ${yieldUnit(t)}`
  }
  return (
    <section ref={sectionRef} className={card.card} aria-labelledby={`${id}-title`} data-testid="pool-yield">
      <h2 id={`${id}-title`} className={card.title}>
        {t('poolTitle')}
      </h2>
      <dl className={css.figures}>
        <div className={css.figure}>
          <dt className={card.muted}>{t('lastDays', { days: 7 })}</dt>
          <dd className={card.number} data-testid="pool-yield-7">{figure(7)}</dd>
        </div>
        <div className={css.figure}>
          <dt className={card.muted}>{t('lastDays', { days: 30 })}</dt>
          <dd className={card.number} data-testid="pool-yield-30">{figure(30)}</dd>
        </div>
      </dl>
      <p className={card.muted}>{t('poolExplain', { symbol: tokens.usdc.symbol })}</p>
    </section>
  )
}

/** The pool's yield on its own (no address shown): read once the section is on screen. */
export function PublicPoolYield() {
  const ref = useRef<HTMLElement>(null)
  const { pool, failed } = usePoolDistributions(useSeenOnce(ref))
  return <PoolYield pool={pool} failed={failed} waiting={false} sectionRef={ref} />
}
