import * as styles from '../ConnectModal.css'

export const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

/** "Get a Wallet" and "Learn More", under the wallet intro on desktop and on phones. */
export function GetWalletActions({ onGetWallet }: { onGetWallet: () => void }) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primaryButton} onClick={onGetWallet}>
        Get a Wallet
      </button>
      <a className={styles.linkButton} href={LEARN_MORE_URL} target="_blank" rel="noopener noreferrer">
        Learn More
      </a>
    </div>
  )
}
