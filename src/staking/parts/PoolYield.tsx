import { useId, useRef, type Ref } from 'react'
import { tokens } from '../../config'
import type { PoolDistributions } from '../../history/pool'
import { usePoolDistributions } from '../../history/useHistory'
import { poolYield } from '../../history/yield'
import { formatDisplay } from '../amount'
import * as card from './card.css'
import * as css from './PositionPanel.css'
import { useSeenOnce } from './useOnScreen'
import { YIELD_UNIT } from './yieldUnit'

/** The pool's trailing 7- and 30-day yield, from DistributeReward events, with how it is computed. */
export function PoolYield({ pool, failed, waiting, sectionRef }: { pool: PoolDistributions | undefined; failed: boolean; waiting: boolean; sectionRef?: Ref<HTMLElement> }) {
  const id = useId()
  const figure = (days: number) => {
    if (failed) return 'Not available'
    if (!pool) return waiting ? 'Waits for your history…' : 'Reading…'
    const { value } = poolYield(pool.distributions, pool.now, days)
    return value === undefined ? `Too few distributions in the last ${days} days` : `${formatDisplay(value, tokens.usdc.decimals, 2)} ${YIELD_UNIT}`
  }
  return (
    <section ref={sectionRef} className={card.card} aria-labelledby={`${id}-title`} data-testid="pool-yield">
      <h2 id={`${id}-title`} className={card.title}>
        The pool's yield
      </h2>
      <dl className={css.figures}>
        <div className={css.figure}>
          <dt className={card.muted}>Last 7 days</dt>
          <dd className={card.number} data-testid="pool-yield-7">{figure(7)}</dd>
        </div>
        <div className={css.figure}>
          <dt className={card.muted}>Last 30 days</dt>
          <dd className={card.number} data-testid="pool-yield-30">{figure(30)}</dd>
        </div>
      </dl>
      <p className={card.muted}>
        How it is computed: the {tokens.usdc.symbol} the contract paid to stakers (its DistributeReward events in the period), divided by
        the MANGO staked over the same time, weighted by how long each total stayed staked, scaled to 1,000 MANGO and 365 days. Past
        payouts, not a promise.
      </p>
    </section>
  )
}

/** The pool's yield on its own (no address shown): read once the section is on screen. */
export function PublicPoolYield() {
  const ref = useRef<HTMLElement>(null)
  const { pool, failed } = usePoolDistributions(useSeenOnce(ref))
  return <PoolYield pool={pool} failed={failed} waiting={false} sectionRef={ref} />
}
