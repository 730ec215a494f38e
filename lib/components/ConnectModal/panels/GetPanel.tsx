import { getWalletSuggestions } from '../../../core/wallets/list'
import type { WalletEntry } from '../../../core/wallets/types'
import * as styles from '../ConnectModal.css'
import { stepForGetWallet } from '../steps'
import { WalletIcon } from '../WalletIcon'
import type { PanelProps } from './types'
import { connect } from '../../../core/i18n/en/connect'
import { useKitMessages } from '../../../react/i18n/kit'
import type { Translate } from '../../../react/i18n/react'

export function walletFacts(w: WalletEntry) {
  return { ready: w.ready, hasExtension: w.extensionDownloadUrl !== undefined, hasQrDownload: Boolean(w.descriptor?.downloadUrls?.qrCode) }
}

function describe(w: WalletEntry, t: Translate<typeof connect>): string {
  const f = walletFacts(w)
  if (w.descriptor?.id === 'safe') return t('kindSafe')
  if (f.hasExtension && f.hasQrDownload) return t('kindBoth')
  if (f.hasQrDownload) return t('kindPhone')
  return t('kindExtension')
}

/** "Get a Wallet": at most 5 suggestions on desktop. */
export function GetPanel({ entries, go }: PanelProps) {
  const suggestions = getWalletSuggestions(entries, 'desktop')
  const t = useKitMessages('connect', connect)
  return (
    <div className={styles.body}>
      <ul className={`${styles.rowList} ${styles.rowListTight}`} aria-label={t('walletsToGet')}>
        {suggestions.map((w) => (
          <li key={w.id} className={`${styles.row} ${styles.rowTight}`}>
            <WalletIcon src={w.iconUrl} background={w.iconBackground} size={40} className={styles.icon} />
            <div className={styles.rowText}>
              <span className={styles.rowName}>{w.name}</span>
              <span className={styles.text}>{describe(w, t)}</span>
            </div>
            <button type="button" className={styles.secondaryButton} onClick={() => go(stepForGetWallet(walletFacts(w)), w.id)} aria-label={t('getWallet', { wallet: w.name })}>
              {t('getCaps')}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.text}>{t('notWhatYouWant')}</p>
    </div>
  )
}
