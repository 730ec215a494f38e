import { lazy, Suspense } from 'react'
import { ConnectButton, useAccount, useAuth, useConnectModal } from '@porch/kit/react'
import { autoThemeClass } from '@porch/kit/theme'
import { APP_NAME, appChain, liveness, tokens } from '../config'
import type { ActionKind } from './actions/types'
import { actionBlockedReason, networkStatus } from './networkStatus'
import { NetworkNotice } from './parts/NetworkNotice'
import { useViewMode } from '../position/useViewMode'
import { PositionSection } from './parts/PositionSection'
import { AmountForm } from './parts/AmountForm'
import { HarvestPanel } from './parts/HarvestPanel'
import { StakingStats } from './parts/StakingStats'
import * as css from './StakingScreen.css'
import { useStakingActions } from './useStakingActions'
import { useNow } from './useNow'
import { useStakingState } from './useStakingState'
import { useSiteMessages } from '../i18n/catalogue'
import { network } from '../i18n/en/network'
import { positionArea } from '../i18n/en/positionArea'
import { screen } from '../i18n/en/screen'
import { LanguageMenu } from '../i18n/LanguageMenu'

// Shown only on an unsupported chain: its switch code (useSwitchChain) stays out of the first load.
const WrongNetwork = lazy(() => import('./parts/WrongNetwork').then((m) => ({ default: m.WrongNetwork })))
const SafeChainNotice = lazy(() => import('./parts/SafeChainNotice').then((m) => ({ default: m.SafeChainNotice })))
// The Safe's queue: its code loads only when the connected wallet is a Safe (inside Safe{Wallet}).
const SafeQueuePanel = lazy(() => import('../safeApp').then((m) => m.loadSafeQueuePanel()))

/** The site's one screen: balances, stake, unstake and harvest. */
export function StakingScreen() {
  const { openConnectModal } = useConnectModal()
  const account = useAccount()
  const auth = useAuth()
  const view = useViewMode(account)
  const read = useStakingState(view.watch.address)
  const { state, loaded, userLoaded, updatedAt } = read
  // What depends on both parts (the harvestable amount, the position) waits for both.
  const allLoaded = loaded && userLoaded
  const actions = useStakingActions()
  const position = { staked: state.pMangoBalance, total: state.totalStaked }
  // Ticks while a notice shows an age or the chain may stall (block time vs. the clock).
  const now = useNow(loaded || read.error !== undefined, 1000)
  const status = networkStatus(read, now, liveness.haltedAfter, liveness.refreshInterval)
  const t = useSiteMessages('screen', screen)
  const n = useSiteMessages('network', network)
  const p = useSiteMessages('positionArea', positionArea)
  // Watching another address shows its numbers as a connected wallet's would, read-only.
  const connected = account.isConnected || view.readOnly
  // 'unauthenticated' (sign-in pending) counts as connected for display, not for writes.
  const writable = account.status === 'connected' && (!auth.required || auth.status === 'authenticated') && !account.isUnsupported && !view.readOnly
  const openConnect = () => openConnectModal?.()
  // Each action has its own answer: a paused contract may still let Unstake through.
  const common = (kind: ActionKind) => {
    const blocked = view.readOnly ? p('watchOnly') : actionBlockedReason(kind, status, state.pausedActions, appChain.name, n)
    return { connected, canWrite: writable && blocked === undefined, blocked, actions, onConnect: openConnect }
  }

  return (
    <div className={`${autoThemeClass} ${css.page}`}>
      <header className={css.header}>
        <p className={css.brand}>{APP_NAME}</p>
        <div className={css.headerActions}>
          <LanguageMenu />
          <ConnectButton />
        </div>
      </header>
      <main className={css.main}>
        <h1 className={css.heading}>{t('heading')}</h1>
        <p className={css.intro}>{t('intro')}</p>
        {account.isUnsupported ? (
          <Suspense fallback={null}>
            <WrongNetwork />
          </Suspense>
        ) : null}
        {/* A Safe cannot switch chains: say plainly which chain it is on and which one we serve. */}
        {account.error?.name === 'SafeChainNotSupportedError' ? (
          <Suspense fallback={null}>
            <SafeChainNotice error={account.error} className={css.intro} />
          </Suspense>
        ) : null}
        <NetworkNotice status={status} chainName={appChain.name} onRetry={() => void read.refetch()} retrying={read.fetching} />
        <StakingStats state={state} loaded={loaded} userLoaded={userLoaded} connected={connected} />
        <div className={css.columns}>
          <AmountForm
            kind="stake"
            token={tokens.mango}
            balance={state.mangoBalance}
            balanceLoaded={userLoaded}
            position={position}
            {...common('stake')}
          />
          <AmountForm kind="unstake" token={tokens.pMango} balance={state.pMangoBalance} balanceLoaded={userLoaded} position={position} {...common('unstake')} />
          <HarvestPanel state={state} loaded={allLoaded} readAt={updatedAt} {...common('harvest')} />
        </div>
        {account.connector?.type === 'safe' && account.isConnected ? (
          <Suspense fallback={null}>
            <SafeQueuePanel />
          </Suspense>
        ) : null}
        <PositionSection view={view} state={state} loaded={allLoaded} readAt={updatedAt} />
      </main>
    </div>
  )
}
