import * as styles from '../ConnectModal.css'
import { WalletIcon } from '../WalletIcon'
import type { PanelProps } from './types'

/** Both ways to get a wallet: the browser extension and the phone app. */
export function DownloadOptionsPanel({ wallet: w, go }: PanelProps) {
  if (!w) return null
  const urls = w.descriptor?.downloadUrls
  return (
    <div className={styles.body}>
      <div className={styles.cards}>
        {w.extensionDownloadUrl && (
          <section className={styles.card} aria-label={`${w.name} browser extension`}>
            <WalletIcon src={w.iconUrl} background={w.iconBackground} size={48} className={styles.icon} />
            <p className={styles.infoTitle}>{w.name} for your browser</p>
            <p className={styles.text}>Use your wallet right from your favourite web browser.</p>
            <a
              className={`${styles.primaryButton} ${styles.cardButton}`}
              href={w.extensionDownloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => go('instructionsExtension')}
            >
              INSTALL
            </a>
          </section>
        )}
        {urls?.qrCode && (
          <section className={styles.card} aria-label={`${w.name} phone app`}>
            <WalletIcon src={w.iconUrl} background={w.iconBackground} size={48} className={styles.icon} />
            <p className={styles.infoTitle}>{w.name} for your phone</p>
            <p className={styles.text}>Use the phone app to explore Ethereum apps on the go.</p>
            <button type="button" className={`${styles.secondaryButton} ${styles.cardButton}`} onClick={() => go('download')}>
              GET THE APP
            </button>
          </section>
        )}
      </div>
    </div>
  )
}
