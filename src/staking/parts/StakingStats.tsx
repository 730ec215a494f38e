import { tokens } from '../../config'
import { formatAmount, formatDisplay } from '../amount'
import type { StakingState } from '../reads'
import * as css from './StakingStats.css'
import { fitWidest } from './fitNumber'
import { useLocale } from '@porch/kit/react'
import { useSiteMessages } from '../../i18n/catalogue'
import { screen } from '../../i18n/en/screen'

export interface StakingStatsProps {
  state: StakingState
  /** The pool's figures have arrived (else they read as loading). */
  loaded: boolean
  /** The user's own numbers have arrived (else the user's cards read as loading, the pool's still show). */
  userLoaded: boolean
  /** A wallet is connected, so the user's own numbers mean something. */
  connected: boolean
}

interface Stat {
  id: string
  label: 'statMango' | 'statPMango' | 'statTotal' | 'statTreasury'
  value: bigint
  decimals: number
  symbol: string
  fraction: number
  personal: boolean
}

/** The balances and pool figures, each with a stable test id. */
export function StakingStats({ state, loaded, userLoaded, connected }: StakingStatsProps) {
  const t = useSiteMessages('screen', screen)
  const locale = useLocale()
  const stats: Stat[] = [
    { id: 'mango-balance', label: 'statMango', value: state.mangoBalance, ...unit(tokens.mango), fraction: 4, personal: true },
    { id: 'pmango-balance', label: 'statPMango', value: state.pMangoBalance, ...unit(tokens.pMango), fraction: 4, personal: true },
    { id: 'total-staked', label: 'statTotal', value: state.totalStaked, ...unit(tokens.pMango), fraction: 2, personal: false },
    { id: 'treasury-balance', label: 'statTreasury', value: state.treasuryBalance, ...unit(tokens.usdc), fraction: 2, personal: false },
  ]
  const shownStats = stats.map((s) => {
    const hidden = s.personal && !connected
    const shown = s.personal ? userLoaded : loaded
    return { s, hidden, shown, text: hidden ? '–' : shown ? `${formatDisplay(s.value, s.decimals, s.fraction, locale)} ${s.symbol}` : '…' }
  })
  // The cards are of one width (a row of four, or two rows of two): one size for all.
  const size = fitWidest(shownStats.map((x) => x.text))
  return (
    <dl className={css.grid} aria-busy={!loaded || (connected && !userLoaded)}>
      {shownStats.map(({ s, hidden, shown, text }) => {
        return (
          <div key={s.id} className={css.item}>
            <dt className={css.label}>{t(s.label)}</dt>
            <dd className={css.value} style={size} data-testid={s.id} title={hidden || !shown ? undefined : `${formatAmount(s.value, s.decimals, locale)} ${s.symbol}`}>
              {hidden ? <span aria-label={t('connectToSee')}>{text}</span> : shown ? <bdi>{text}</bdi> : <span aria-label={t('loading')}>{text}</span>}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

function unit(token: { decimals: number; symbol: string }) {
  return { decimals: token.decimals, symbol: token.symbol }
}
