import { useAppInfo } from '../../ModalProvider/appInfo'
import * as styles from '../ConnectModal.css'
import { connect } from '../../../core/i18n/en/connect'
import { useKitMessages } from '../../../react/i18n/kit'

/** "Get a Wallet" and "Learn More", under the wallet intro on desktop and on phones. */
export function GetWalletActions({ onGetWallet }: { onGetWallet: () => void }) {
  const { learnMoreUrl } = useAppInfo()
  const t = useKitMessages('connect', connect)
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primaryButton} onClick={onGetWallet}>
        {t('getAWallet')}
      </button>
      <a className={styles.linkButton} href={learnMoreUrl} target="_blank" rel="noopener noreferrer">
        {t('learnMore')}
      </a>
    </div>
  )
}
