import * as styles from '../ConnectModal.css'
import { WalletIcon } from '../WalletIcon'
import type { PanelProps } from './types'
import { connect } from '../../../core/i18n/en/connect'
import { useKitMessages } from '../../../react/i18n/kit'

/** Both ways to get a wallet: the browser extension and the phone app. */
export function DownloadOptionsPanel({ wallet: w, go }: PanelProps) {
  const t = useKitMessages('connect', connect)
  if (!w) return null
  const urls = w.descriptor?.downloadUrls
  return (
    <div className={styles.body}>
      <div className={styles.cards}>
        {w.extensionDownloadUrl && (
          <section className={styles.card} aria-label={t('extensionLabel', { wallet: w.name })}>
            <WalletIcon src={w.iconUrl} background={w.iconBackground} size={48} className={styles.icon} />
            <p className={styles.infoTitle}>{t('forBrowser', { wallet: w.name })}</p>
            <p className={styles.text}>{t('forBrowserText')}</p>
            <a
              className={`${styles.primaryButton} ${styles.cardButton}`}
              href={w.extensionDownloadUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => go('instructionsExtension')}
            >
              {t('installCaps')}
            </a>
          </section>
        )}
        {urls?.qrCode && (
          <section className={styles.card} aria-label={t('phoneLabel', { wallet: w.name })}>
            <WalletIcon src={w.iconUrl} background={w.iconBackground} size={48} className={styles.icon} />
            <p className={styles.infoTitle}>{t('forPhone', { wallet: w.name })}</p>
            <p className={styles.text}>{t('forPhoneText')}</p>
            <button type="button" className={`${styles.secondaryButton} ${styles.cardButton}`} onClick={() => go('download')}>
              {t('getAppCaps')}
            </button>
          </section>
        )}
      </div>
    </div>
  )
}
