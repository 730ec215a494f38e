import { useId } from 'react'
import { tokens } from '../../config'
import { formatAmount, formatDisplay } from '../amount'
import type { StakingState } from '../reads'
import { useHarvestClock, type HarvestFigure } from '../useHarvestTrack'
import { estimatedDailyReward, poolDailyReward, shareBasisPoints } from '../rewards'
import { harvestText } from './harvestText'
import { preloadActions, type StakingActions } from '../useStakingActions'
import * as card from './card.css'
import * as css from './HarvestPanel.css'
import { fitChars } from './fitNumber'
import { Reserve } from './Reserve'
import { ResultLine } from './ResultLine'
import { useLocale } from '@porch/kit/react'
import { useSiteMessages } from '../../i18n/catalogue'
import { harvest } from '../../i18n/en/harvest'
import { localeNumbers } from '../../i18n/numbers'

export interface HarvestPanelProps {
  state: StakingState
  loaded: boolean
  /** The reads the harvestable figure is the floor of (shared with Your position). */
  harvest: HarvestFigure
  connected: boolean
  canWrite: boolean
  /** Why writes are off (paused, chain halted or unreachable), shown under the button. */
  blocked?: string
  actions: StakingActions
  onConnect(): void
}

/** Harvestable USDC (a floor of the chain, growing between reads), the daily estimate, and the Harvest button. */
export function HarvestPanel({ state, loaded, harvest: track, connected, canWrite, blocked, actions, onConnect }: HarvestPanelProps) {
  const id = useId()
  const { usdc } = tokens
  const t = useSiteMessages('harvest', harvest)
  const locale = useLocale()
  const earning = connected && loaded && state.pMangoBalance > 0n && state.totalStaked > 0n
  const now = useHarvestClock(track, earning)
  const harvestable = connected && loaded ? track.figure(now) : 0n
  const daily = estimatedDailyReward(state)
  const share = shareBasisPoints(state.pMangoBalance, state.totalStaked)
  const running = actions.running === 'harvest'
  const result = actions.result?.kind === 'harvest' ? actions.result : undefined

  const show = (text: string) => (!connected ? '–' : loaded ? text : '…')

  const onClick = () => {
    if (!connected) return onConnect()
    if (!canWrite || actions.running || harvestable === 0n) return
    void actions.run('harvest')
  }

  const explain = (hasShare: 'yes' | 'no') =>
    t('explain', {
      hasShare,
      rate: formatShare(10, locale),
      symbol: usdc.symbol,
      // Not '0 USDC' before the treasury is read.
      pool: loaded ? `${formatDisplay(poolDailyReward(state.treasuryBalance), usdc.decimals, 2, locale)} ${usdc.symbol}` : '…',
      share: formatShare(share, locale),
    })
  const bigText = show(harvestText(harvestable, locale))
  // "Stake to start earning" only for who has nothing staked: right after a first stake the
  // reward is still 0, and the share sentence says what it earns.
  const nothing = connected && !blocked && loaded && harvestable === 0n && state.pMangoBalance === 0n && !result
  const busyLabel = actions.step ? t('busy') : t('checking')

  // The figures and the button come first, each on one line; what may change length (the
  // notes and the explanation) comes after the button, so the button never moves.
  return (
    <section className={card.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={card.title}>
        {t('title')}
      </h2>
      <dl className={css.figures}>
        <dt className={card.muted}>{t('harvestable')}</dt>
        <dd className={css.big} style={fitChars(bigText)} data-testid="harvestable" title={`${formatAmount(harvestable, usdc.decimals, locale)} ${usdc.symbol}`} aria-live="off">
          <bdi>{bigText}</bdi>
        </dd>
        <dt className={card.muted}>{t('daily')}</dt>
        <dd className={`${card.number} ${card.oneLine}`} data-testid="daily-reward" aria-describedby={`${id}-explain`}>
          <bdi>{show(`${formatDisplay(daily, usdc.decimals, 4, locale)} ${usdc.symbol}`)}</bdi>
        </dd>
      </dl>
      <button
        type="button"
        className={card.primaryButton}
        data-testid="harvest-button"
        disabled={connected && (!canWrite || actions.running !== undefined || harvestable === 0n)}
        aria-busy={running}
        onFocus={preloadActions}
        onPointerEnter={preloadActions}
        onClick={onClick}
      >
        <Reserve alternatives={[t('connect'), t('button'), t('busy'), t('checking')]}>{!connected ? t('connect') : running ? busyLabel : t('button')}</Reserve>
      </button>
      <ResultLine result={result} />
      {connected && blocked ? <p className={card.muted}>{blocked}</p> : null}
      <p id={`${id}-explain`} className={card.muted}>
        {/* As tall as its longest form: a first stake (no more "nothing to harvest", a share
            sentence) changes the words, never the card's height. */}
        <Reserve as="block" alternatives={[explain('yes'), explain('no'), `${t('nothing')} ${explain('no')}`]}>
          {nothing ? `${t('nothing')} ${explain('no')}` : explain(connected && share > 0 ? 'yes' : 'no')}
        </Reserve>
      </p>
    </section>
  )
}

/** Basis points of a percent (1 = 0.01 %) as '12.34%', or '<0.01%'; other locales through Intl. */
function formatShare(bp: number, locale: string): string {
  if (locale !== 'en') return bp === 0 ? `<${localeNumbers().formatPercent(0.0001, locale)}` : localeNumbers().formatPercent(bp / 10_000, locale)
  if (bp === 0) return '<0.01%'
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`
}
