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
import { Reserve } from './Reserve'

/** More than half the pool (in basis points): the yield is mostly this account's own. */
const MOSTLY_YOURS_BP = 5000
import { useLocale } from '@porch/kit/react'
import { useSiteMessages } from '../../i18n/catalogue'
import { position } from '../../i18n/en/position'

interface PoolYieldProps {
  pool: PoolDistributions | undefined
  /** The chain has answered (else `pool` is the last visit's, being brought up to date). */
  fresh: boolean
  failed: boolean
  /** The shown account's share of the pool in basis points, when there is one. */
  share?: number
  sectionRef?: Ref<HTMLElement>
}

/** The pool's trailing 7- and 30-day yield, from DistributeReward events, with how it is computed. */
export function PoolYield({ pool, fresh, failed, share, sectionRef }: PoolYieldProps) {
  const id = useId()
  const t = useSiteMessages('position', position)
  const locale = useLocale()
  const figure = (days: number) => {
    if (failed) return t('notAvailable')
    if (!pool) return t('reading')
    const { value } = poolYield(pool.distributions, pool.now, days)
    return value === undefined ? t('tooFew', { days }) : `${formatDisplay(value, tokens.usdc.decimals, 2, locale)} ${yieldUnit(t)}`
  }
  const explain = t('poolExplain', { symbol: tokens.usdc.symbol })
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
      {/* A pool mostly of this account's own stake pays it mostly its own treasury share: say so, under the figures. */}
      {share !== undefined && share > MOSTLY_YOURS_BP ? (
        <p className={card.muted} data-testid="pool-yield-mostly-yours">
          {t('mostlyYours', { share: formatDisplay(BigInt(share), 2, 0, locale) })}
        </p>
      ) : null}
      <p className={card.muted}>
        <Reserve as="block" alternatives={[explain, `${t('poolUpdating')} ${explain}`]}>
          {pool && !fresh && !failed ? `${t('poolUpdating')} ${explain}` : explain}
        </Reserve>
      </p>
    </section>
  )
}

/** The pool's yield on its own (no address shown): read once the section is on screen. */
export function PublicPoolYield() {
  const ref = useRef<HTMLElement>(null)
  const { pool, fresh, failed } = usePoolDistributions(useSeenOnce(ref))
  return <PoolYield pool={pool} fresh={fresh} failed={failed} sectionRef={ref} />
}
