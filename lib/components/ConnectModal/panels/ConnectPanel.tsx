import { QRCode } from '../../../ui/QRCode/QRCode'
import * as styles from '../ConnectModal.css'
import { stepForGetWallet } from '../steps'
import { WalletIcon } from '../WalletIcon'
import { walletFacts } from './GetPanel'
import type { PanelProps } from './types'
import { connect } from '../../../core/i18n/en/connect'
import { useKitMessages } from '../../../react/i18n/kit'
import { CopyLinkButton } from './CopyLinkButton'
import { useDescriptorText } from './descriptorText'

/**
 * The connect step: a QR code when the connector shows a pairing URI, "Opening {wallet}…"
 * while an extension asks the user, the error with RETRY when it failed, and
 * "{wallet} is not installed" with INSTALL when there is nothing to connect to.
 */
export function ConnectPanel({ wallet: w, connection, connectWallet, go, qrSize }: PanelProps) {
  const t = useKitMessages('connect', connect)
  const words = useDescriptorText()
  if (!w) return null
  const conn = connection.state
  const mine = conn.status !== 'idle' && conn.walletId === w.id
  const facts = walletFacts(w)
  const getStep = stepForGetWallet(facts)
  const canGet = facts.hasExtension || facts.hasQrDownload

  if (mine && conn.status === 'failed') {
    return (
      <div className={styles.body}>
        <WalletIcon src={w.iconUrl} background={w.iconBackground} size={60} className={styles.icon} />
        <p className={conn.rejected ? styles.text : styles.errorText} role={conn.rejected ? 'status' : 'alert'}>
          {conn.rejected ? t('cancelled') : conn.error}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primaryButton} onClick={() => connectWallet(w, conn.via)}>
            {t('retryCaps')}
          </button>
        </div>
      </div>
    )
  }

  if (mine && conn.status === 'connecting' && (conn.via === 'qr' || conn.uri !== undefined)) {
    return (
      <div className={`${styles.body} ${styles.qrBody}`}>
        {conn.uri ? (
          <div data-wc-uri={conn.uri} data-testid="wc-qr">
            <QRCode uri={w.descriptor?.qrCode?.getUri(conn.uri) ?? conn.uri} size={qrSize} logoUrl={w.iconUrl} logoBackground={w.iconBackground} label={t('connectQr', { wallet: w.name })} />
          </div>
        ) : (
          <div className={styles.body} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <p className={styles.text}>{t('preparingQr')}</p>
          </div>
        )}
        <div className={styles.actions}>
          {conn.uri && <CopyLinkButton uri={conn.uri} />}
          {w.descriptor?.downloadUrls?.qrCode && (
            <>
              <span className={styles.text}>{t('dontHave', { wallet: w.name })}</span>
              <button type="button" className={styles.secondaryButton} onClick={() => go(getStep)} aria-label={t('getWallet', { wallet: w.name })}>
                {t('getCaps')}
              </button>
            </>
          )}
        </div>
      </div>
    )
  }

  if (mine && conn.status === 'connecting') {
    return (
      <div className={styles.body} role="status">
        <WalletIcon src={w.iconUrl} background={w.iconBackground} size={60} className={styles.icon} />
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.text}>{conn.oneApproval ? t('approveAndSignIn') : t('confirmConnection', { wallet: w.name })}</p>
      </div>
    )
  }

  if (!w.ready) {
    return (
      <div className={styles.body}>
        <WalletIcon src={w.iconUrl} background={w.iconBackground} size={60} className={styles.icon} />
        <p className={styles.text}>
          {words.notReadyHint(w.descriptor, t('notFound', { wallet: w.name }))}
        </p>
        <div className={styles.actions}>
          {w.extensionDownloadUrl && canGet && (
            <button type="button" className={styles.primaryButton} onClick={() => go(getStep)}>
              {words.installLabel(w.descriptor, t('installCaps'))}
            </button>
          )}
          {w.qrConnector && (
            <button type="button" className={styles.secondaryButton} onClick={() => connectWallet(w, 'qr')}>
              {t('scanWithApp', { wallet: w.shortName })}
            </button>
          )}
        </div>
      </div>
    )
  }

  return (
    <div className={styles.body}>
      <WalletIcon src={w.iconUrl} background={w.iconBackground} size={60} className={styles.icon} />
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={() => connectWallet(w, 'connector')}>
          {t('connectCaps')}
        </button>
      </div>
    </div>
  )
}
