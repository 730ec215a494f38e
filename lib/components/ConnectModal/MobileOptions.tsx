import { useCallback, useEffect, useRef, useState } from 'react'
import { useConfig } from '../../react/context'
import { CloseButton } from '../../ui/Dialog/CloseButton'
import { useAppInfo } from '../ModalProvider/appInfo'
import { Disclaimer } from './Disclaimer'
import { useModalOptions } from '../ModalProvider/modalOptions'
import { useCoolMode } from '../../ui/Confetti/useCoolMode'
import { deepLinkBase, setDeepLinkChoice } from '../../core/wallets/deepLink'
import { getWalletSuggestions, mobileWallets } from '../../core/wallets/list'
import type { WalletEntry } from '../../core/wallets/types'
import * as styles from './ConnectModal.css'
import type { OptionsProps } from './DesktopOptions'
import { PanelHeader } from './PanelHeader'
import { GetWalletActions } from './panels/GetWalletActions'
import { MobileConnecting } from './MobileConnecting'
import { useAppHandoff } from './useAppHandoff'
import { WalletIcon } from './WalletIcon'
import { connect } from '../../core/i18n/en/connect'
import { useKitMessages } from '../../react/i18n/kit'
import { wallets as walletsEnglish } from '../../core/i18n/en/wallets'

type View = 'wallets' | 'get' | 'connecting'

/** A long one-word name may break where its words meet ("Wallet|Connect") instead of overflowing. */
function breakable(name: string) {
  const parts = name.split(/(?<=[a-z])(?=[A-Z])/)
  return parts.map((p, i) => (i === 0 ? p : [<wbr key={i} />, p]))
}

/** Where a phone wallet opens with the pairing URI (its universal link, or the wc: URI). */
function deepLinkFor(w: WalletEntry, uri: string): string | undefined {
  return w.descriptor?.mobile?.getUri?.(uri)
}

/**
 * Phones: a row of wallets that can connect from here, a "Get a Wallet" screen with up to 3
 * wallets and their store links, and a Learn More link. Tapping a WalletConnect-capable
 * wallet opens its app with the pairing URI and remembers that choice.
 */
export function MobileOptions({ titleId, entries, recentWalletIds, connection, onClose, qrSize }: OptionsProps & { qrSize: number }) {
  const config = useConfig()
  const appInfo = useAppInfo()
  const t = useKitMessages('connect', connect)
  const tw = useKitMessages('wallets', walletsEnglish)
  const [view, setView] = useState<View>('wallets')
  const [walletId, setWalletId] = useState<string>()
  const [href, setHref] = useState<string>()
  // Wallets that can open this page in their own browser (Coinbase Wallet) offer that too.
  const [dappHref, setDappHref] = useState<string>()
  const [getFrom, setGetFrom] = useState<'wallets' | 'connecting'>('wallets')
  const handoff = useAppHandoff()
  // The deep link to open once it is on screen (at most once per attempt).
  const autoOpen = useRef<string | undefined>(undefined)
  const takeAutoOpen = useCallback((link: string) => {
    if (autoOpen.current !== link) return false
    autoOpen.current = undefined
    return true
  }, [])
  const headingRef = useRef<HTMLHeadingElement>(null)
  const coolRef = useCoolMode<HTMLDivElement>(useModalOptions().coolMode)
  const wallets = mobileWallets(entries, recentWalletIds)
  const wallet = entries.find((e) => e.id === walletId)

  useEffect(() => {
    if (view !== 'wallets') headingRef.current?.focus()
  }, [view])

  const open = (w: WalletEntry) => {
    setWalletId(w.id)
    setHref(undefined)
    autoOpen.current = undefined
    setView('connecting')
    const via = w.connectVia ?? 'qr'
    const dapp = via === 'qr' ? w.descriptor?.mobile?.getDappUrl?.(window.location.href) : undefined
    setDappHref(dapp)
    handoff.reset()
    connection.start(w, via, (uri) => {
      const link = deepLinkFor(w, uri)
      if (!link) return
      setHref(link)
      setDeepLinkChoice(config.storage, { href: deepLinkBase(link), name: w.name })
      // Opened by the step's own "Open" link (MobileConnecting), the way a tap on it would.
      if (!dapp) autoOpen.current = link // two ways to go (dapp): the user picks one
    })
  }

  const chooseAnother = () => {
    connection.reset()
    handoff.reset()
    setView('wallets')
  }
  // "Get a Wallet" from the intro or from a link no app took; Back returns where it came from.
  const getWallet = (from: 'wallets' | 'connecting') => {
    setGetFrom(from)
    setView('get')
  }

  return (
    <div ref={coolRef} className={view === 'connecting' ? `${styles.mobileRoot} ${styles.mobileStep}` : styles.mobileRoot}>
      {/* Sub-screens have one header row (back, title, Close); the dialog keeps its name. */}
      {view === 'wallets' ? (
        <div className={styles.header}>
          <h1 id={titleId} className={styles.title}>
            {t('title')}
          </h1>
          <CloseButton onClose={onClose} />
        </div>
      ) : (
        <h1 id={titleId} className={styles.visuallyHidden}>
          {t('title')}
        </h1>
      )}

      {view === 'wallets' && (
        <>
          {wallets.length > 0 ? (
            <ul className={styles.mobileRow} aria-label={t('wallets')}>
              {wallets.map((w) => (
                <li key={w.id}>
                  <button type="button" className={styles.mobileWallet} onClick={() => open(w)} data-wallet-id={w.id}>
                    <WalletIcon src={w.iconUrl} background={w.iconBackground} size={60} className={styles.icon} />
                    <span className={styles.mobileWalletLabel}>{breakable(w.shortName)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.text}>{t('noWallet')}</p>
          )}
          <hr className={styles.divider} />
          <div className={styles.body}>
            <h2 className={styles.infoTitle}>{t('whatIsAWallet')}</h2>
            <p className={styles.text}>{appInfo.mobileWalletIntro ?? tw('mobileWalletIntro')}</p>
            <GetWalletActions onGetWallet={() => getWallet('wallets')} />
          </div>
          <Disclaimer />
        </>
      )}

      {view === 'get' && (
        <section aria-labelledby={`${titleId}-get`}>
          <PanelHeader id={`${titleId}-get`} title={t('getAWallet')} headingRef={headingRef} onBack={() => setView(getFrom)} onClose={onClose} />
          <ul className={styles.rowList}>
            {getWalletSuggestions(entries, 'mobile').map((w) => (
              <li key={w.id} className={styles.row} data-wallet-id={w.id}>
                <WalletIcon src={w.iconUrl} background={w.iconBackground} size={48} className={styles.icon} />
                <div className={styles.rowText}>
                  <span className={styles.rowName}>{w.name}</span>
                  <StoreLinks wallet={w} />
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.footer}>
            <span>{t('newToWalletsMobile')}</span>
            <a className={styles.linkButton} href={appInfo.learnMoreUrl} target="_blank" rel="noopener noreferrer">
              {t('learnMore')}
            </a>
          </div>
        </section>
      )}

      {view === 'connecting' && wallet && (
        <MobileConnecting
          id={`${titleId}-connecting`}
          wallet={wallet}
          connection={connection}
          href={href}
          dappHref={dappHref}
          handoff={handoff}
          takeAutoOpen={takeAutoOpen}
          qrSize={qrSize}
          headingRef={headingRef}
          onRetry={() => open(wallet)}
          onChooseAnother={chooseAnother}
          onGetWallet={() => getWallet('connecting')}
          onClose={onClose}
        />
      )}
    </div>
  )
}

function StoreLinks({ wallet: w }: { wallet: WalletEntry }) {
  const u = w.descriptor?.downloadUrls
  const t = useKitMessages('connect', connect)
  const links = [
    u?.ios && { label: 'iOS', href: u.ios },
    u?.android && { label: 'Android', href: u.android },
    !u?.ios && !u?.android && u?.mobile && { label: t('getTheApp'), href: u.mobile },
  ].filter((x): x is { label: string; href: string } => Boolean(x))
  return (
    <span className={styles.storeLinks}>
      {links.map((l) => (
        <a key={l.label} className={styles.storeLink} href={l.href} target="_blank" rel="noopener noreferrer" aria-label={t('storeLink', { wallet: w.name, store: l.label })}>
          {l.label}
        </a>
      ))}
    </span>
  )
}
