import { useConnectModal } from '../../lib/components/ModalProvider/hooks'
import { useAccount } from '../../lib/react'
import { ConnectButton } from '../../lib/components/ConnectButton'
import { autoThemeClass } from '../../styles/theme.css'
import { APP_NAME, tokens } from '../config'
import { AmountForm } from './parts/AmountForm'
import { HarvestPanel } from './parts/HarvestPanel'
import { StakingStats } from './parts/StakingStats'
import { WrongNetwork } from './parts/WrongNetwork'
import * as css from './StakingScreen.css'
import { useStakingActions } from './useStakingActions'
import { useStakingState } from './useStakingState'

/** The site's one screen: balances, stake, unstake and harvest. */
export function StakingScreen() {
  const { openConnectModal } = useConnectModal()
  const account = useAccount()
  const { state, loaded, error, updatedAt } = useStakingState()
  const actions = useStakingActions()
  const connected = account.isConnected
  // 'unauthenticated' (sign-in pending) counts as connected for display, not for writes.
  const canWrite = account.status === 'connected' && !account.isUnsupported
  const openConnect = () => openConnectModal?.()
  const common = { connected, canWrite, actions, onConnect: openConnect }

  return (
    <div className={`${autoThemeClass} ${css.page}`}>
      <header className={css.header}>
        <p className={css.brand}>{APP_NAME}</p>
        <ConnectButton />
      </header>
      <main className={css.main}>
        <h1 className={css.brand}>Plant MANGO, harvest USDC</h1>
        <p className={css.intro}>
          Stake MANGO to receive pMANGO and earn a share of the USDC reward treasury, paid out continuously.
        </p>
        {account.isUnsupported ? <WrongNetwork /> : null}
        {/* A Safe cannot switch chains: say plainly which chain it is on and which one we serve. */}
        {account.error?.name === 'SafeChainNotSupportedError' ? (
          <p role="alert" className={css.intro}>
            {account.error.message}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={css.intro}>
            Could not load the latest numbers. They refresh when you come back to this tab.
          </p>
        ) : null}
        <StakingStats state={state} loaded={loaded} connected={connected} />
        <div className={css.columns}>
          <AmountForm
            kind="stake"
            token={tokens.mango}
            balance={state.mangoBalance}
            balanceLoaded={loaded}
            allowance={state.allowance}
            {...common}
          />
          <AmountForm kind="unstake" token={tokens.pMango} balance={state.pMangoBalance} balanceLoaded={loaded} {...common} />
          <HarvestPanel state={state} loaded={loaded} readAt={updatedAt} {...common} />
        </div>
      </main>
    </div>
  )
}
