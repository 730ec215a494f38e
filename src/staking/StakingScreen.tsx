import { lazy, Suspense, useEffect, useRef } from 'react'
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
import { bannerRoom, noteRoom } from './parts/watchRoom.css'
import * as css from './StakingScreen.css'
import { useStakingActions } from './useStakingActions'
import { useNow } from './useNow'
import { useHarvestTrack } from './useHarvestTrack'
import { useStakingState } from './useStakingState'
import { useSiteMessages } from '../i18n/catalogue'
import { network } from '../i18n/en/network'
import { screen } from '../i18n/en/screen'
import { LanguageMenu } from '../i18n/LanguageMenu'

// Shown only on an unsupported chain: its switch code (useSwitchChain) stays out of the first load.
const WrongNetwork = lazy(() => import('./parts/WrongNetwork').then((m) => ({ default: m.WrongNetwork })))
const SafeChainNotice = lazy(() => import('./parts/SafeChainNotice').then((m) => ({ default: m.SafeChainNotice })))
// The Safe's queue: its code loads only when the connected wallet is a Safe (inside Safe{Wallet}).
const SafeQueuePanel = lazy(() => import('../safeApp').then((m) => m.loadSafeQueuePanel()))
// Only while watching another address (one chunk for both); their room is reserved until they arrive.
const loadWatch = () => import('./parts/watchParts')
const WatchBanner = lazy(() => loadWatch().then((m) => ({ default: m.WatchBanner })))
const WatchNote = lazy(() => loadWatch().then((m) => ({ default: m.WatchNote })))

/** The account button on a wrong network: the avatar alone on a phone, where 'Wrong network' needs the room. */
const WRONG_NETWORK_ACCOUNT = { smallScreen: 'avatar', largeScreen: 'full' } as const

/** The site's one screen: balances, stake, unstake and harvest. */
export function StakingScreen() {
  const { openConnectModal } = useConnectModal()
  const account = useAccount()
  const auth = useAuth()
  const view = useViewMode(account)
  const read = useStakingState(view.watch.address)
  const { state, loaded, userLoaded } = read
  // What depends on both parts (the harvestable amount, the position) waits for both.
  const allLoaded = loaded && userLoaded
  const actions = useStakingActions()
  // Results follow the connection: "Staked 5 MANGO." belongs to the wallet that did it, and
  // goes on Disconnect or when another account (or a watched address) is shown.
  const { clearResult } = actions
  useEffect(() => clearResult(), [view.viewed, clearResult])
  // One source for the harvestable figure (the Harvest card and Your position): the user's reads.
  const harvest = useHarvestTrack(state, read.userUpdatedAt, view.viewed, allLoaded)
  const position = { staked: state.pMangoBalance, total: state.totalStaked }
  // Ticks while a notice shows an age or the chain may stall (block time vs. the clock).
  const now = useNow(loaded || read.error !== undefined, 1000)
  const status = networkStatus(read, now, liveness.haltedAfter, liveness.refreshInterval)
  const t = useSiteMessages('screen', screen)
  const n = useSiteMessages('network', network)
  // Watching another address shows its numbers as a connected wallet's would, read-only.
  const connected = account.isConnected || view.readOnly
  // 'unauthenticated' (sign-in pending) counts as connected for display, not for writes.
  const writable = account.status === 'connected' && (!auth.required || auth.status === 'authenticated') && !account.isUnsupported && !view.readOnly
  const openConnect = () => openConnectModal?.()
  // Watching the connected wallet itself is not read-only: no banner, no note then.
  const watched = view.readOnly ? view.watch.address : undefined
  // Leaving watch mode removes the banner and its button: focus goes to the top of the screen,
  // whose numbers are now the user's own (or the public view).
  const heading = useRef<HTMLHeadingElement>(null)
  const stopWatching = () => {
    view.watch.watch('')
    heading.current?.focus()
  }
  // Each action has its own answer: a paused contract may still let Unstake through.
  const common = (kind: ActionKind) => {
    // Watching: writes are off (`writable`) and WatchNote says why once for the three cards.
    const blocked = actionBlockedReason(kind, status, state.pausedActions, appChain.name, n)
    return { connected, canWrite: writable && blocked === undefined, blocked, actions, onConnect: openConnect }
  }

  return (
    <div className={`${autoThemeClass} ${css.page}`}>
      <header className={css.header}>
        <p className={css.brand}>{APP_NAME}</p>
        <div className={css.headerActions}>
          <LanguageMenu />
          {/* On a phone, 'Wrong network' takes the account's room (its avatar stays), so the header keeps one line. */}
          <ConnectButton accountStatus={account.isUnsupported ? WRONG_NETWORK_ACCOUNT : 'full'} />
        </div>
      </header>
      <main className={css.main}>
        <h1 ref={heading} tabIndex={-1} className={css.heading}>
          {t('heading')}
        </h1>
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
        {watched ? (
          <Suspense fallback={<div className={bannerRoom} />}>
            <WatchBanner address={watched} onStop={stopWatching} />
          </Suspense>
        ) : null}
        <StakingStats state={state} loaded={loaded} userLoaded={userLoaded} connected={connected} />
        {watched ? (
          <Suspense fallback={<p className={noteRoom} />}>
            <WatchNote address={watched} />
          </Suspense>
        ) : null}
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
          <HarvestPanel state={state} loaded={allLoaded} harvest={harvest} {...common('harvest')} />
        </div>
        {account.connector?.type === 'safe' && account.isConnected ? (
          <Suspense fallback={null}>
            <SafeQueuePanel />
          </Suspense>
        ) : null}
        <PositionSection view={view} state={state} loaded={allLoaded} harvest={harvest} />
      </main>
    </div>
  )
}
