import { lazy, Suspense, useId } from 'react'
import { explorerAddressUrl, formatDisplayBalance, shortenAddress, truncateName } from '../../core/format'
import { useAccount } from '../../react/useAccount'
import { useBalance } from '../../react/useBalance'
import { useDisconnect } from '../../react/useDisconnect'
import { useHasPendingTransactions } from '../../react/transactions/hooks'
import { Avatar } from '../../ui/Avatar/Avatar'
import { useEnsProfile } from '../../react/ens/useEnsProfile'
import { CloseButton } from '../../ui/Dialog/CloseButton'
import { Dialog } from '../../ui/Dialog/Dialog'
import * as styles from './AccountModal.css'
import { CheckIcon, CopyIcon, DisconnectIcon, ExternalIcon } from './icons'
import { RecentTransactions } from './RecentTransactions'
import { useModalOptions } from '../ModalProvider/modalOptions'
import { useCopyFeedback } from './useCopyFeedback'
import { WatchAssetButtons } from './WatchAssetButtons'
import { account } from '../../core/i18n/en/account'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'
import { useLocale } from '../../react/i18n/react'

// Safe code stays out of every other wallet's modal.
const SafeOwners = lazy(() => import('./SafeOwners'))

/** Props of AccountModal (RainbowKit's): open state and close callback; the app owns both. */
export interface AccountModalProps {
  /** Shown while true (and only while the wallet is connected). */
  open: boolean
  /** Called when the user closes it (Escape, the close button, the backdrop). */
  onClose: () => void
}

/**
 * The connected account: avatar, name, balance, Copy Address, Disconnect, tokens to add to
 * the wallet, and the 3 most recent transactions.
 */
export function AccountModal({ open, onClose }: AccountModalProps) {
  const account = useAccount()
  // Only while connected, and never on an unsupported chain. The modal
  // machine enforces this too; the guard keeps the component safe on its own.
  const visible = open && account.isConnected && !account.isUnsupported && account.address !== undefined
  return visible ? <AccountDialog onClose={onClose} /> : null
}

function AccountDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId()
  const { showRecentTransactions } = useModalOptions()
  const { address, chain, connector } = useAccount()
  const { disconnect } = useDisconnect()
  const balance = useBalance({ address: chain ? address : undefined, chainId: chain?.id })
  const ens = useEnsProfile(address)
  const pending = useHasPendingTransactions()
  const { copied, copy } = useCopyFeedback()
  const locale = useLocale()
  const t = useKitMessages('account', account)
  const d = useKitMessages('dialog', dialog)
  if (!address) return null

  const explorer = chain?.blockExplorers?.default.url
  const addressUrl = explorer ? explorerAddressUrl(explorer, address) : undefined
  const b = balance.data
  const name = ens.name ? truncateName(ens.name) : shortenAddress(address)

  return (
    <Dialog open onClose={onClose} titleId={titleId} compact>
      <div className={styles.body}>
        <div className={styles.close}>
          <CloseButton onClose={onClose} />
        </div>
        <div className={styles.profile}>
          <Avatar address={address} imageUrl={ens.avatar} size={56} loading={pending} />
          <h1 id={titleId} className={styles.title} title={ens.name ?? address}>
            <bdi>{name}</bdi>
          </h1>
          <p className={styles.balance} data-testid="account-modal-balance">
            {b ? <bdi>{formatDisplayBalance(b.value, b.decimals, b.symbol, locale)}</bdi> : balance.status === 'error' ? t('balanceUnavailable') : t('loadingBalance')}
          </p>
          {addressUrl && (
            <a className={styles.link} href={addressUrl} target="_blank" rel="noopener noreferrer">
              {t('viewOnExplorer')}
              <ExternalIcon />
              <span className={styles.visuallyHidden}>{d('opensExplorer')}</span>
            </a>
          )}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.actionButton} onClick={() => void copy(address)}>
            {copied ? <CheckIcon /> : <CopyIcon />}
            <span aria-live="polite">{copied ? d('copied') : t('copyAddress')}</span>
          </button>
          <button
            type="button"
            className={styles.actionButton}
            onClick={async () => {
              await disconnect()
              onClose()
            }}
          >
            <DisconnectIcon />
            {d('disconnect')}
          </button>
        </div>
        {connector?.getOwners && (
          <Suspense fallback={null}>
            <SafeOwners connector={connector} />
          </Suspense>
        )}
        <WatchAssetButtons />
        {showRecentTransactions && <RecentTransactions explorerUrl={explorer} />}
      </div>
    </Dialog>
  )
}

