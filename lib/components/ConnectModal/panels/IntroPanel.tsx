import { useAppInfo } from '../../ModalProvider/appInfo'
import * as styles from '../ConnectModal.css'
import { GetWalletActions } from './GetWalletActions'
import { connect } from '../../../core/i18n/en/connect'
import { useKitMessages } from '../../../react/i18n/kit'
import { wallets } from '../../../core/i18n/en/wallets'

/** "What is a Wallet?": shown when nothing is selected, and as the learn step in compact mode. */
export function IntroPanel({ onGetWallet }: { onGetWallet: () => void }) {
  const { walletIntro } = useAppInfo()
  const t = useKitMessages('connect', connect)
  const tw = useKitMessages('wallets', wallets)
  return (
    <div className={styles.body}>
      <ul className={styles.info}>
        <li className={styles.infoItem}>
          <InfoIcon d="M4 9h20v14H4zM8 5h12v4" />
          <div>
            <p className={styles.infoTitle}>{t('introHomeTitle')}</p>
            <p className={styles.text}>{walletIntro ?? tw('walletIntro')}</p>
          </div>
        </li>
        <li className={styles.infoItem}>
          <InfoIcon d="M14 4a5 5 0 110 10 5 5 0 010-10zM5 24c1-5 5-8 9-8s8 3 9 8" />
          <div>
            <p className={styles.infoTitle}>{t('introLoginTitle')}</p>
            <p className={styles.text}>{t('introLoginText')}</p>
          </div>
        </li>
      </ul>
      <GetWalletActions onGetWallet={onGetWallet} />
    </div>
  )
}

function InfoIcon({ d }: { d: string }) {
  return (
    <svg width="40" height="40" viewBox="0 0 28 28" aria-hidden="true" focusable="false" className={styles.stepNumber}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}
