import { QRCode } from '../../../ui/QRCode/QRCode'
import * as styles from '../ConnectModal.css'
import type { PanelProps } from './types'

/** QR code of the phone app's download page. */
export function DownloadPanel({ wallet: w, go, qrSize }: PanelProps) {
  const url = w?.descriptor?.downloadUrls?.qrCode
  if (!w || !url) return null
  return (
    <div className={`${styles.body} ${styles.qrBody}`}>
      <p className={styles.text}>Scan with your phone to download {w.name} on iOS or Android.</p>
      <QRCode uri={url} size={Math.min(qrSize, 280)} logoUrl={w.iconUrl} logoBackground={w.iconBackground} label={`QR code to download ${w.name}`} />
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={() => go('instructionsMobile')}>
          CONTINUE
        </button>
      </div>
    </div>
  )
}
