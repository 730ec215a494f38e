import { QRCode } from '../../../ui/QRCode/QRCode'
import * as styles from '../ConnectModal.css'
import type { PanelProps } from './types'
import { connect } from '../../../core/i18n/en/connect'
import { useKitMessages } from '../../../react/i18n/kit'

/** QR code of the phone app's download page. */
export function DownloadPanel({ wallet: w, go, qrSize }: PanelProps) {
  const t = useKitMessages('connect', connect)
  const url = w?.descriptor?.downloadUrls?.qrCode
  if (!w || !url) return null
  return (
    <div className={`${styles.body} ${styles.qrBody}`}>
      <p className={styles.text}>{t('downloadScan', { wallet: w.name })}</p>
      <QRCode uri={url} size={Math.min(qrSize, 280)} logoUrl={w.iconUrl} logoBackground={w.iconBackground} label={t('downloadQr', { wallet: w.name })} />
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={() => go('instructionsMobile')}>
          {t('continueCaps')}
        </button>
      </div>
    </div>
  )
}
