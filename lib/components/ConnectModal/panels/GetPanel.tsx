import { getWalletSuggestions } from '../../../wallets/list'
import type { WalletEntry } from '../../../wallets/types'
import * as styles from '../ConnectModal.css'
import { stepForGetWallet } from '../steps'
import { WalletIcon } from '../WalletIcon'
import type { PanelProps } from './types'

export function walletFacts(w: WalletEntry) {
  return { ready: w.ready, hasExtension: w.extensionDownloadUrl !== undefined, hasQrDownload: Boolean(w.descriptor?.downloadUrls?.qrCode) }
}

function describe(w: WalletEntry): string {
  const f = walletFacts(w)
  if (w.descriptor?.id === 'safe') return 'Multi-signature web app'
  if (f.hasExtension && f.hasQrDownload) return 'Browser extension and phone app'
  if (f.hasQrDownload) return 'Phone app'
  return 'Browser extension'
}

/** "Get a Wallet": at most 5 suggestions on desktop. */
export function GetPanel({ entries, go }: PanelProps) {
  const suggestions = getWalletSuggestions(entries, 'desktop')
  return (
    <div className={styles.body}>
      <ul className={`${styles.rowList} ${styles.rowListTight}`} aria-label="Wallets you can get">
        {suggestions.map((w) => (
          <li key={w.id} className={`${styles.row} ${styles.rowTight}`}>
            <WalletIcon src={w.iconUrl} background={w.iconBackground} size={40} className={styles.icon} />
            <div className={styles.rowText}>
              <span className={styles.rowName}>{w.name}</span>
              <span className={styles.text}>{describe(w)}</span>
            </div>
            <button type="button" className={styles.secondaryButton} onClick={() => go(stepForGetWallet(walletFacts(w)), w.id)} aria-label={`Get ${w.name}`}>
              GET
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.text}>Not what you’re looking for? Pick a wallet in the list to start with a different one.</p>
    </div>
  )
}
