import { useEffect, useRef, type RefObject } from 'react'
import { deepActiveElement } from '../../ui/Dialog/focusTrap'
import { QRCode } from '../../ui/QRCode/QRCode'
import type { WalletEntry } from '../../core/wallets/types'
import * as styles from './ConnectModal.css'
import { PanelHeader } from './PanelHeader'
import { CopyLinkButton } from './panels/CopyLinkButton'
import type { AppHandoff } from './useAppHandoff'
import type { WalletConnection } from './useWalletConnection'
import { WalletIcon } from './WalletIcon'
import { connect } from '../../core/i18n/en/connect'
import { useKitMessages } from '../../react/i18n/kit'
import type { Translate } from '../../react/i18n/react'

/**
 * The app the user will see: the generic WalletConnect entry hands the wc: link to whichever
 * wallet app the phone has, so it names no app ("your wallet app"); other entries name theirs.
 */
function appLabel(w: WalletEntry, t: Translate<typeof connect>): { opening: string; open: string; approveIn: string } {
  if (w.descriptor?.id === 'walletConnect') return { opening: t('yourWalletApp'), open: t('openWalletApp'), approveIn: t('yourWalletApp') }
  return { opening: w.name, open: t('openWallet', { wallet: w.name }), approveIn: w.name }
}

export interface MobileConnectingProps {
  id: string
  wallet: WalletEntry
  connection: WalletConnection
  /** The wallet's deep link with the pairing URI, once the connector has one. */
  href: string | undefined
  /** Open this page in the wallet's own browser (Coinbase Wallet). */
  dappHref: string | undefined
  handoff: AppHandoff
  /** True once for a link the step should open by itself (a tap on the wallet already asked for it). */
  takeAutoOpen: (href: string) => boolean
  qrSize: number
  headingRef: RefObject<HTMLHeadingElement | null>
  onRetry: () => void
  /** Back to the list of wallets (gives up this attempt). */
  onChooseAnother: () => void
  onGetWallet: () => void
  onClose: () => void
}

/**
 * A phone's "Opening {wallet}…" step. When no wallet app takes the link (useAppHandoff), the
 * same step offers the other ways to connect with the same, still-live pairing: copy the link,
 * the QR code for another device, get a wallet, or choose another wallet.
 */
export function MobileConnecting({ id, wallet, connection, href, dappHref, handoff, takeAutoOpen, qrSize, headingRef, onRetry, onChooseAnother, onGetWallet, onClose }: MobileConnectingProps) {
  const t = useKitMessages('connect', connect)
  const conn = connection.state
  const mine = conn.status !== 'idle' && conn.walletId === wallet.id
  const failed = mine && conn.status === 'failed'
  const uri = mine && conn.status === 'connecting' ? conn.uri : undefined
  const offered = handoff.fallback && uri !== undefined
  const app = appLabel(wallet, t)
  const link = useRef<HTMLAnchorElement>(null)
  // One way to hand the link to the system, automatic or tapped: the link's own click, which
  // also starts watching whether an app took it.
  useEffect(() => {
    if (href && link.current && takeAutoOpen(href)) link.current.click()
  }, [href, takeAutoOpen])
  const opening = t('opening', { wallet: app.opening })
  const title = failed ? t('couldNotConnect', { wallet: app.approveIn }) : offered ? t('noAppTitle') : opening
  // Once the link is out, the title may turn from "Opening…" to "Nothing opened?" and back.
  const laterTitle = !failed && href && uri ? (offered ? opening : t('noAppTitle')) : undefined

  return (
    <section aria-labelledby={id}>
      <PanelHeader id={id} title={title} laterTitle={laterTitle} headingRef={headingRef} onBack={onChooseAnother} onClose={onClose} />
      <div className={`${styles.body} ${styles.mobileStepBody}`}>
        <WalletIcon src={wallet.iconUrl} background={wallet.iconBackground} size={60} className={styles.icon} />
        {dappHref && (
          <a className={styles.primaryButton} href={dappHref} onClick={handoff.handedOff} data-testid="wallet-dapp-link">
            {t('openIn', { wallet: wallet.name })}
          </a>
        )}
        {failed ? (
          <>
            <p className={conn.rejected ? styles.text : styles.errorText} role={conn.rejected ? 'status' : 'alert'}>
              {conn.rejected ? t('cancelled') : conn.error}
            </p>
            <button type="button" className={styles.primaryButton} onClick={onRetry}>
              {t('retryCaps')}
            </button>
          </>
        ) : href ? (
          <>
            <p className={styles.text}>{conn.status === 'connecting' && conn.oneApproval ? t('approveAndSignIn') : t('approveThenBack', { wallet: app.approveIn })}</p>
            <a
              ref={link}
              className={dappHref ? styles.secondaryButton : styles.primaryButton}
              href={href}
              onClick={handoff.handedOff}
              data-wc-uri={uri}
              data-testid="wallet-deep-link"
            >
              {dappHref ? t('connectWithWc') : app.open}
            </a>
            {uri && (
              <OtherWays
                wallet={wallet}
                uri={uri}
                shown={offered}
                hint={t('noAppHint', { wallet: app.approveIn })}
                qrSize={qrSize}
                headingRef={headingRef}
                onGetWallet={onGetWallet}
                onChooseAnother={onChooseAnother}
              />
            )}
          </>
        ) : (
          <p className={styles.text} role="status">
            {mine && conn.status === 'connecting' && conn.via === 'connector'
              ? conn.oneApproval ? t('approveAndSignIn') : t('confirmConnection', { wallet: app.approveIn })
              : t('preparingConnection')}
          </p>
        )}
      </div>
    </section>
  )
}

/**
 * The way out when no app opened. Its room is kept from the moment the link is handed off
 * (hidden and inert until then), so nothing the user can tap moves when it appears; the
 * sentence is a polite live region, so a screen reader announces it without moving focus.
 */
function OtherWays({
  wallet,
  uri,
  shown,
  hint,
  qrSize,
  headingRef,
  onGetWallet,
  onChooseAnother,
}: {
  wallet: WalletEntry
  uri: string
  shown: boolean
  hint: string
  qrSize: number
  headingRef: RefObject<HTMLHeadingElement | null>
  onGetWallet: () => void
  onChooseAnother: () => void
}) {
  const t = useKitMessages('connect', connect)
  // Focus stays where the user left it; only a focus that was lost (on <body>, or on the
  // <dialog> itself) goes to the heading.
  useEffect(() => {
    const active = deepActiveElement(document)
    if (shown && (!active || active === document.body || active instanceof HTMLDialogElement)) headingRef.current?.focus()
  }, [shown, headingRef])
  return (
    <>
      <p className={styles.text} role="status">
        {shown ? hint : (
          <span className={styles.reserved} aria-hidden="true">
            {hint}
          </span>
        )}
      </p>
      <div className={shown ? styles.otherWays : `${styles.otherWays} ${styles.reserved}`} inert={!shown} data-testid="no-app-fallback" data-shown={shown}>
        <div className={styles.actions}>
          <CopyLinkButton uri={uri} />
          <button type="button" className={styles.secondaryButton} onClick={onGetWallet}>
            {t('getAWallet')}
          </button>
        </div>
        <div data-wc-uri={uri} data-testid="wc-qr">
          <QRCode uri={wallet.descriptor?.qrCode?.getUri(uri) ?? uri} size={qrSize} logoUrl={wallet.iconUrl} logoBackground={wallet.iconBackground} label={t('connectQr', { wallet: wallet.name })} />
        </div>
        <button type="button" className={styles.linkButton} onClick={onChooseAnother}>
          {t('chooseAnotherWallet')}
        </button>
      </div>
    </>
  )
}
