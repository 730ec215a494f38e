import { useAppInfo } from '../../ModalProvider/appInfo'
import * as styles from '../ConnectModal.css'

/** "Get a Wallet" and "Learn More", under the wallet intro on desktop and on phones. */
export function GetWalletActions({ onGetWallet }: { onGetWallet: () => void }) {
  const { learnMoreUrl } = useAppInfo()
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primaryButton} onClick={onGetWallet}>
        Get a Wallet
      </button>
      <a className={styles.linkButton} href={learnMoreUrl} target="_blank" rel="noopener noreferrer">
        Learn More
      </a>
    </div>
  )
}
