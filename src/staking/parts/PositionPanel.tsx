import { useEffect, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { tokens } from '../../config'
import { useHistory, usePoolDistributions } from '../../history/useHistory'
import { realisedYield } from '../../history/yield'
import { formatDisplay } from '../amount'
import type { HarvestFigure } from '../useHarvestTrack'
import type { StakingState } from '../reads'
import { shareBasisPoints } from '../rewards'
import * as card from './card.css'
import { HistoryList } from './HistoryList'
import { LiveHarvestable } from './LiveHarvestable'
import { PoolYield } from './PoolYield'
import { Reserve } from './Reserve'
import * as css from './PositionPanel.css'
import { useSeenOnce } from './useOnScreen'
import { realisedYieldText } from './yieldUnit'
import { useLocale } from '@porch/kit/react'
import { formatUtcDate } from '../../i18n/dates'
import { useSiteMessages } from '../../i18n/catalogue'
import { position } from '../../i18n/en/position'

export interface PositionPanelProps {
  account: Address
  state: StakingState
  loaded: boolean
  harvest: HarvestFigure
}

/** Your position (with your realised yield), the pool's yield and your history. Loaded on demand. */
export function PositionPanel({ account, state, loaded, harvest }: PositionPanelProps) {
  const id = useId()
  const t = useSiteMessages('position', position)
  const locale = useLocale()
  const section = useRef<HTMLElement>(null)
  // Nothing is asked of the node until the position has been on screen once.
  const seen = useSeenOnce(section)
  const history = useHistory(account, seen)
  // The numbers the last finished scan matched. A stake, unstake or harvest since (the
  // staked balance changed, or harvestable dropped) may mean events from elsewhere (another
  // tab, another app): scan again once the section is on screen, so an action costs no extra
  // requests while nobody looks. This page's own actions are already in (their receipts).
  // The numbers are taken when a scan starts, not when it ends: an action mined while it ran
  // (after the block it scans to) then still differs and is picked up by the next scan.
  const [basis, setBasis] = useState<{ staked: bigint; pending: bigint }>()
  const atStart = useRef<{ staked: bigint; pending: bigint }>(undefined)
  const { status, scan } = history
  const numbers = loaded ? { staked: state.pMangoBalance, pending: state.pendingReward } : undefined
  useEffect(() => {
    if (status === 'scanning') atStart.current = numbers
    if (status === 'done' && numbers) setBasis(atStart.current ?? numbers)
    // Only when a scan starts or ends, or the numbers first arrive: later numbers are compared with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, loaded])
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
  // The pool's events: once its card nears the viewport, or after the account's own scan
  // (one scan at a time on the node when nobody scrolls).
  const poolCard = useRef<HTMLElement>(null)
  const poolSeen = useSeenOnce(poolCard)
  const { pool, fresh, failed } = usePoolDistributions(poolSeen || (seen && status !== 'scanning'))
  const { usdc, pMango } = tokens
  const mine = realisedYield(history.events, state.pendingReward, state.blockTimestamp, usdc.address)
  const share = shareBasisPoints(state.pMangoBalance, state.totalStaked)
  const pending = (text: string) => (!loaded ? '…' : text)
  // Once a scan has read up to the newest block, the history (with the receipts of this
  // page's own actions, merged the moment they are mined) is complete: its figures stay on
  // screen while a later scan looks for changes made elsewhere, and are never replaced by
  // "Scanning..." again.
  // Before that, the last visit's figures (from this browser's cache) or a partial scan's:
  // lower bounds that only grow, marked by one sentence below; nothing known yet is '…', never 0.
  const known = history.complete || history.progress !== undefined
  const fromHistory = (text: string) => (known ? text : '…')
  const shareText =
    state.pMangoBalance === 0n
      ? t('percent', { value: formatDisplay(0n, 0, 0, locale) })
      : share === 0
        ? t('percentTiny', { value: formatDisplay(1n, 2, 2, locale) })
        : t('percent', { value: locale === 'en' ? (share / 100).toFixed(2) : formatDisplay(BigInt(share), 2, 2, locale, 2) })

  const explain = t('yieldExplain', { since: mine.since === undefined ? '' : t('since', { date: formatUtcDate(mine.since, locale, false) }), symbol: usdc.symbol })

  return (
    <>
      <section ref={section} className={card.card} aria-labelledby={`${id}-position`} data-testid="position">
        <h2 id={`${id}-position`} className={card.title}>
          {t('title')}
        </h2>
        <dl className={css.figures}>
          <div className={css.figure}>
            <dt className={card.muted}>{t('staked')}</dt>
            <dd className={card.number} data-testid="position-staked">{pending(`${formatDisplay(state.pMangoBalance, pMango.decimals, 4, locale)} ${pMango.symbol}`)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>{t('share')}</dt>
            <dd className={card.number} data-testid="position-share">{pending(shareText)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>{t('harvestable')}</dt>
            <dd className={card.number} data-testid="position-harvestable">{loaded ? <LiveHarvestable harvest={harvest} /> : '…'}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>{t('harvested')}</dt>
            <dd className={card.number} data-testid="position-harvested">{fromHistory(`${formatDisplay(mine.harvested, usdc.decimals, 6, locale)} ${usdc.symbol}`)}</dd>
          </div>
          <div className={css.figure}>
            <dt className={card.muted}>{t('yield')}</dt>
            <dd className={card.number} data-testid="position-yield">
              {pending(fromHistory(realisedYieldText(mine, state.pMangoBalance, t, locale)))}
            </dd>
          </div>
        </dl>
        <p className={card.muted}>
          {/* As tall as with the sentence that marks figures being brought up to date, so its going moves nothing. */}
          <Reserve as="block" alternatives={[explain, `${t('updating')} ${explain}`]}>
            {known && !history.complete ? (
              <>
                <span data-testid="position-updating">{t('updating')}</span> {explain}
              </>
            ) : (
              explain
            )}
          </Reserve>
        </p>
      </section>
      <PoolYield pool={pool} fresh={fresh} failed={failed} share={loaded && state.pMangoBalance > 0n ? share : undefined} sectionRef={poolCard} />
      <HistoryList account={account} history={history} />
    </>
  )
}
