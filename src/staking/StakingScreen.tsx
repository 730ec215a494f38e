import { ConnectButton, useAccount, useConnectModal } from '@porch/kit/react'
import { autoThemeClass } from '@porch/kit/theme'
import { APP_NAME, appChain, liveness, tokens } from '../config'
import { networkStatus, writeBlockedReason } from './networkStatus'
import { NetworkNotice } from './parts/NetworkNotice'
import { AmountForm } from './parts/AmountForm'
import { HarvestPanel } from './parts/HarvestPanel'
import { StakingStats } from './parts/StakingStats'
import { WrongNetwork } from './parts/WrongNetwork'
import * as css from './StakingScreen.css'
import { useStakingActions } from './useStakingActions'
import { useNow } from './useNow'
import { useStakingState } from './useStakingState'
import { useSiteMessages } from '../i18n/catalogue'
import { network } from '../i18n/en/network'
import { screen } from '../i18n/en/screen'
import { LanguageMenu } from '../i18n/LanguageMenu'

/** The site's one screen: balances, stake, unstake and harvest. */
export function StakingScreen() {
  const { openConnectModal } = useConnectModal()
  const account = useAccount()
  const read = useStakingState()
  const { state, loaded, updatedAt } = read
  const actions = useStakingActions(loaded ? state.allowance : undefined)
  // Ticks while a notice shows an age or the chain may stall (block time vs. the clock).
  const now = useNow(loaded || read.error !== undefined, 1000)
  const status = networkStatus(read, now, liveness.haltedAfter)
  const t = useSiteMessages('screen', screen)
  const n = useSiteMessages('network', network)
  const blocked = writeBlockedReason(status, state.paused, appChain.name, n)
  const connected = account.isConnected
  // 'unauthenticated' (sign-in pending) counts as connected for display, not for writes.
  const canWrite = account.status === 'connected' && !account.isUnsupported && blocked === undefined
  const openConnect = () => openConnectModal?.()
  const common = { connected, canWrite, blocked, actions, onConnect: openConnect }

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
        <h1 className={css.brand}>{t('heading')}</h1>
        <p className={css.intro}>{t('intro')}</p>
        {account.isUnsupported ? <WrongNetwork /> : null}
        {/* A Safe cannot switch chains: say plainly which chain it is on and which one we serve. */}
        {account.error?.name === 'SafeChainNotSupportedError' ? (
          <p role="alert" className={css.intro}>
            {account.error.message}
          </p>
        ) : null}
        <NetworkNotice status={status} chainName={appChain.name} onRetry={() => void read.refetch()} retrying={read.fetching} />
        <StakingStats state={state} loaded={loaded} connected={connected} />
        <div className={css.columns}>
          <AmountForm
            kind="stake"
            token={tokens.mango}
            balance={state.mangoBalance}
            balanceLoaded={loaded}
            {...common}
          />
          <AmountForm kind="unstake" token={tokens.pMango} balance={state.pMangoBalance} balanceLoaded={loaded} {...common} />
          <HarvestPanel state={state} loaded={loaded} readAt={updatedAt} {...common} />
        </div>
      </main>
    </div>
  )
}
