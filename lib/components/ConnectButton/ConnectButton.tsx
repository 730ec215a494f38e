import { Avatar } from '../../ui/Avatar/Avatar'
import { useCoolMode } from '../../ui/Confetti/useCoolMode'
import { ChainIcon } from '../../ui/ChainIcon/ChainIcon'
import { usePreloadModal } from '../ModalProvider/hooks'
import * as styles from './ConnectButton.css'
import type { ReactNode } from 'react'
import { ConnectButtonRenderer, type ConnectButtonCustomProps } from './ConnectButtonRenderer'
import { useConnectButtonState } from './useConnectButtonState'
import { resolveResponsive, useIsSmallScreen } from './responsive'
import type { AccountStatus, ChainStatus, ConnectButtonAccount, ConnectButtonChain, ResponsiveValue } from './types'
import { button } from '../../core/i18n/en/button'
import { useKitMessages } from '../../react/i18n/kit'
import { useDir } from '../../react/i18n/react'

/** Props of ConnectButton: label, what to show at each screen size. */
export interface ConnectButtonProps {
  /** 'full' avatar and name, 'avatar' only, 'address' only the name. Default 'full'. */
  accountStatus?: ResponsiveValue<AccountStatus>
  /** Default: icon on small screens, icon and name on large ones. 'none' hides the chain button (not 'Wrong network'). */
  chainStatus?: ResponsiveValue<ChainStatus>
  /** Label of the button while disconnected. Default 'Connect Wallet'. */
  label?: string
  /** Default: hidden on small screens, shown on large ones. */
  showBalance?: ResponsiveValue<boolean>
  /** Particles on click (off by default; never with reduced motion). */
  coolMode?: boolean
}

const DEFAULT_CHAIN_STATUS: ResponsiveValue<ChainStatus> = { smallScreen: 'icon', largeScreen: 'full' }
const DEFAULT_SHOW_BALANCE: ResponsiveValue<boolean> = { smallScreen: false, largeScreen: true }

/**
 * 'Connect Wallet' while disconnected; otherwise a chain button ('Wrong network' on an
 * unsupported chain) and an account button with balance, avatar and name. Render it
 * inside ModalProvider.
 *
 * @example
 * ```tsx
 * <ConnectButton label="Sign in" showBalance={false} />
 * ```
 */
export function ConnectButton({
  accountStatus = 'full',
  chainStatus = DEFAULT_CHAIN_STATUS,
  label,
  showBalance = DEFAULT_SHOW_BALANCE,
  coolMode = false,
}: ConnectButtonProps) {
  const small = useIsSmallScreen()
  const coolRef = useCoolMode<HTMLDivElement>(coolMode)
  const preload = usePreloadModal()
  const t = useKitMessages('button', button)
  const dir = useDir()
  // The state itself, not Custom's render props: an opener that may not open disables its button.
  const [{ account, chain, openConnectModal, openAccountModal, openChainModal, authenticationStatus }, balanceReader] = useConnectButtonState()
  // No `mounted` gate: the server snapshot is the state the server rendered (disconnected,
  // or the connection of `initialState`), so the connected button hydrates as it was sent.
  const ready = account !== undefined && chain !== undefined && authenticationStatus !== 'unauthenticated'
  // Pointer or focus on a button fetches the modal it opens, ahead of the click.
  const warm = () => {
    if (!ready) return preload('connect')
    preload(chain.unsupported ? 'chain' : 'account')
  }
  return (
    <div className={styles.row} ref={coolRef} dir={dir} data-connect-button="" onPointerEnter={warm} onPointerDown={warm} onFocus={warm}>
      {!ready ? (
        <button type="button" className={styles.connect} onClick={openConnectModal} disabled={!openConnectModal} data-testid="connect-button">
          {label ?? t('connect')}
        </button>
      ) : (
        <>
          <ChainButton chain={chain} status={resolveResponsive(chainStatus, small)} onClick={openChainModal} />
          <AccountButton
            account={account}
            status={resolveResponsive(accountStatus, small)}
            // No balance on an unsupported chain (no read client), so no room is kept for one.
            showBalance={resolveResponsive(showBalance, small) && !chain.unsupported}
            // The account modal never opens on an unsupported chain; the chain modal
            // there offers the way out (switch or disconnect).
            onClick={chain.unsupported ? openChainModal : openAccountModal}
          />
        </>
      )}
      {balanceReader}
    </div>
  )
}

/** ConnectButton's static members. */
// A declared namespace (erased at build) carries the doc comment of `ConnectButton.Custom` into the .d.ts.
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace ConnectButton {
  /**
   * The button's state without its look: the render function gets the account, the chain,
   * the modal openers and `mounted`, and draws the app's own button (RainbowKit's API).
   */
  let Custom: (props: ConnectButtonCustomProps) => ReactNode
}
ConnectButton.Custom = ConnectButtonRenderer

function ChainButton({ chain, status, onClick }: { chain: ConnectButtonChain; status: ChainStatus; onClick: (() => void) | undefined }) {
  const t = useKitMessages('button', button)
  if (chain.unsupported) {
    // Always shown, whatever chainStatus says: it is the only way back to a supported chain.
    return (
      <button type="button" className={styles.wrongNetwork} onClick={onClick} aria-haspopup="dialog" data-testid="chain-button">
        {t('wrongNetwork')}
        <Chevron />
      </button>
    )
  }
  if (status === 'none') return null
  const name = chain.name ?? t('chainFallback', { id: String(chain.id) })
  return (
    <button
      type="button"
      className={styles.chain}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={status === 'icon' ? t('switchNetworksLabel', { chain: name }) : undefined}
      data-testid="chain-button"
    >
      {(status === 'full' || status === 'icon') && <ChainIcon name={chain.name} iconUrl={chain.iconUrl} iconBackground={chain.iconBackground} />}
      {(status === 'full' || status === 'name') && <span className={styles.name}>{name}</span>}
      <Chevron />
    </button>
  )
}

function AccountButton({
  account,
  status,
  showBalance,
  onClick,
}: {
  account: ConnectButtonAccount
  status: AccountStatus
  showBalance: boolean
  onClick: (() => void) | undefined
}) {
  const t = useKitMessages('button', button)
  const balance = showBalance ? account.displayBalance : undefined
  return (
    <button type="button" className={styles.account} onClick={onClick} aria-haspopup="dialog" data-testid="account-button">
      {/* The balance arrives after the address (its read loads on demand): its room is kept
          from the first frame, so the buttons beside it never shift when it lands. */}
      {showBalance &&
        (balance !== undefined ? (
          <bdi className={styles.balance} data-testid="account-balance">{balance}</bdi>
        ) : (
          <span className={styles.balance} aria-hidden="true" data-testid="account-balance-pending">
            <span className={styles.balancePending} />
          </span>
        ))}
      <span className={styles.identity}>
        {status !== 'address' && (
          <Avatar address={account.address} imageUrl={account.ensAvatar} size={24} loading={account.hasPendingTransactions} />
        )}
        {status === 'avatar' ? (
          <span className={styles.visuallyHidden}>{account.displayName}</span>
        ) : (
          <bdi className={styles.name} data-testid="account-name">{account.displayName}</bdi>
        )}
        {account.hasPendingTransactions && <span className={styles.visuallyHidden}>{t('pending')}</span>}
        <Chevron />
      </span>
    </button>
  )
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="12" height="7" viewBox="0 0 12 7" aria-hidden="true" focusable="false">
      <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
