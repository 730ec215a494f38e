import { tokens } from '../../config'
import { formatAmount, formatDisplay } from '../amount'
import type { StakingState } from '../reads'
import * as css from './StakingStats.css'

export interface StakingStatsProps {
  state: StakingState
  /** Numbers for the current view have arrived (else they read as loading). */
  loaded: boolean
  /** A wallet is connected, so the user's own numbers mean something. */
  connected: boolean
}

interface Stat {
  id: string
  label: string
  value: bigint
  decimals: number
  symbol: string
  fraction: number
  personal: boolean
}

/** The balances and pool figures, each with a stable test id. */
export function StakingStats({ state, loaded, connected }: StakingStatsProps) {
  const stats: Stat[] = [
    { id: 'mango-balance', label: 'Your MANGO', value: state.mangoBalance, ...unit(tokens.mango), fraction: 4, personal: true },
    { id: 'pmango-balance', label: 'Your staked pMANGO', value: state.pMangoBalance, ...unit(tokens.pMango), fraction: 4, personal: true },
    { id: 'total-staked', label: 'Total staked', value: state.totalStaked, ...unit(tokens.pMango), fraction: 2, personal: false },
    { id: 'treasury-balance', label: 'Reward treasury', value: state.treasuryBalance, ...unit(tokens.usdc), fraction: 2, personal: false },
  ]
  return (
    <dl className={css.grid} aria-busy={!loaded}>
      {stats.map((s) => {
        const hidden = s.personal && !connected
        return (
          <div key={s.id} className={css.item}>
            <dt className={css.label}>{s.label}</dt>
            <dd className={css.value} data-testid={s.id} title={hidden || !loaded ? undefined : `${formatAmount(s.value, s.decimals)} ${s.symbol}`}>
              {hidden ? (
                <span aria-label="Connect a wallet to see this">–</span>
              ) : loaded ? (
                `${formatDisplay(s.value, s.decimals, s.fraction)} ${s.symbol}`
              ) : (
                <span aria-label="Loading">…</span>
              )}
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
