import { useEffect, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { tokens } from '../../config'
import { useHistory, usePoolDistributions } from '../../history/useHistory'
import { realisedYield } from '../../history/yield'
import { formatDisplay } from '../amount'
import type { StakingState } from '../reads'
import { shareBasisPoints } from '../rewards'
import * as card from './card.css'
import { HistoryList } from './HistoryList'
import { PoolYield } from './PoolYield'
import * as css from './PositionPanel.css'
import { useSeenOnce } from './useOnScreen'
import { YIELD_UNIT } from './yieldUnit'

export interface PositionPanelProps {
  account: Address
  state: StakingState
  loaded: boolean
}

/** Your position (with your realised yield), the pool's yield and your history. Loaded on demand. */
export function PositionPanel({ account, state, loaded }: PositionPanelProps) {
  const id = useId()
  const section = useRef<HTMLElement>(null)
  // Nothing is asked of the node until the position has been on screen once.
  const seen = useSeenOnce(section)
  const history = useHistory(account, seen)
  // The numbers the last finished scan matched. A stake, unstake or harvest since (the
  // staked balance changed, or harvestable dropped) means new events: scan again once the
  // section is on screen, so an action costs no extra requests while nobody looks.
  const [basis, setBasis] = useState<{ staked: bigint; pending: bigint }>()
  const { status, scan } = history
  useEffect(() => {
    if (status === 'done' && loaded) setBasis({ staked: state.pMangoBalance, pending: state.pendingReward })
    // Only when a scan finishes: later numbers are compared with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status])
  const stale = status === 'done' && loaded && basis !== undefined && (state.pMangoBalance !== basis.staked || state.pendingReward < basis.pending)
  useEffect(() => {
    const node = section.current
    if (!stale || !node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) scan()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [stale, scan])
  // The pool's events are read after the account's own (one scan at a time on the node).
  const { pool, failed } = usePoolDistributions(status === 'error' || (status !== 'scanning' && history.progress !== undefined))
  const { usdc, pMango } = tokens
  const complete = history.status === 'done'
  const mine = realisedYield(history.events, state.pendingReward, state.blockTimestamp, usdc.address)
  const share = shareBasisPoints(state.pMangoBalance, state.totalStaked)
  const pending = (text: string) => (!loaded ? '…' : text)
  const fromHistory = (text: string) => (complete && !stale ? text : history.status === 'scanning' || stale ? 'Scanning…' : `${text} (partial)`)

  return (
    <>
      <section ref={section} className={card.card} aria-labelledby={`${id}-position`} data-testid="position">
        <h2 id={`${id}-position`} className={card.title}>
          Your position
        </h2>
        <dl className={css.figures}>
          <div className={css.figure}>
            <dt className={card.muted}>Staked</dt>
            <dd className={card.number} data-testid="position-staked">{pending(`${formatDisplay(state.pMangoBalance, pMango.decimals, 4)} ${pMango.symbol}`)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>Share of the pool</dt>
            <dd className={card.number} data-testid="position-share">{pending(state.pMangoBalance === 0n ? '0%' : share === 0 ? '<0.01%' : `${(share / 100).toFixed(2)}%`)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>Harvestable now</dt>
            <dd className={card.number} data-testid="position-harvestable">{pending(`${formatDisplay(state.pendingReward, usdc.decimals, 6)} ${usdc.symbol}`)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>Harvested to date</dt>
            <dd className={card.number} data-testid="position-harvested">{fromHistory(`${formatDisplay(mine.harvested, usdc.decimals, 6)} ${usdc.symbol}`)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>Your realised yield</dt>
            <dd className={card.number} data-testid="position-yield">
              {fromHistory(mine.value === undefined ? 'No stake yet' : `${formatDisplay(mine.value, usdc.decimals, 2)} ${YIELD_UNIT}`)}
            </dd>
          </div>
        </dl>
        <p className={card.muted}>
          Realised yield: what you harvested plus what is harvestable now, divided by your staked MANGO integrated over time
          since your first stake{mine.since === undefined ? '' : ` (${new Date(Number(mine.since) * 1000).toISOString().slice(0, 10)})`}, scaled
          to 1,000 MANGO and 365 days. In {usdc.symbol}, not a percentage: the site knows no MANGO price.
        </p>
      </section>
      <PoolYield pool={pool} failed={failed} waiting={history.status === 'scanning'} />
      <HistoryList account={account} history={history} />
    </>
  )
}
