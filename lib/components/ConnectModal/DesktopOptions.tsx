import { useEffect, useRef, useState, type ComponentType } from 'react'
import { CloseButton } from '../../ui/Dialog/CloseButton'
import { deepActiveElement } from '../../ui/Dialog/focusTrap'
import { groupWalletList, sortWalletList } from '../../core/wallets/list'
import type { ConnectVia, WalletEntry } from '../../core/wallets/types'
import * as styles from './ConnectModal.css'
import { PanelHeader } from './PanelHeader'
import { Disclaimer } from './Disclaimer'
import { useModalOptions } from '../ModalProvider/modalOptions'
import { useCoolMode } from '../../ui/Confetti/useCoolMode'
import { ConnectPanel } from './panels/ConnectPanel'
import { DownloadOptionsPanel } from './panels/DownloadOptionsPanel'
import { DownloadPanel } from './panels/DownloadPanel'
import { GetPanel, walletFacts } from './panels/GetPanel'
import { InstructionsExtensionPanel, InstructionsMobilePanel } from './panels/InstructionsPanel'
import { IntroPanel } from './panels/IntroPanel'
import { stepTitle } from './panels/titles'
import type { PanelProps } from './panels/types'
import { back, canGoBack, goTo, initialStepState, selectWallet, stepForSelectedWallet, type ConnectStep, type StepState } from './steps'
import type { WalletConnection } from './useWalletConnection'
import { connect } from '../../core/i18n/en/connect'
import { useKitMessages } from '../../react/i18n/kit'
import type { Translate } from '../../react/i18n/react'

export interface OptionsProps {
  titleId: string
  entries: readonly WalletEntry[]
  recentWalletIds: readonly string[]
  connection: WalletConnection
  onClose: () => void
}

const PANELS: Record<Exclude<ConnectStep, 'none' | 'learn'>, ComponentType<PanelProps>> = {
  get: GetPanel,
  connect: ConnectPanel,
  downloadOptions: DownloadOptionsPanel,
  download: DownloadPanel,
  instructionsMobile: InstructionsMobilePanel,
  instructionsExtension: InstructionsExtensionPanel,
}

/** Desktop: wallet list on the left, steps on the right; one column when compact. */
export function DesktopOptions({ titleId, entries, recentWalletIds, connection, onClose, compact, qrSize }: OptionsProps & { compact: boolean; qrSize: number }) {
  const [steps, setSteps] = useState<StepState>(initialStepState)
  const t = useKitMessages('connect', connect)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const coolRef = useCoolMode<HTMLDivElement>(useModalOptions().coolMode)
  const sorted = sortWalletList(entries, recentWalletIds)
  const groups = groupWalletList(sorted)
  const wallet = entries.find((e) => e.id === steps.walletId)

  // When the element that had focus went away with the old step, put focus on the new heading.
  const mounted = useRef(false)
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    const active = deepActiveElement(document)
    if (!active || !rootRef.current?.contains(active)) headingRef.current?.focus()
  }, [steps.step, steps.walletId])

  const go = (step: ConnectStep, walletId?: string) => setSteps((s) => goTo(s, step, walletId ?? s.walletId))
  const connectWallet = (w: WalletEntry, via: ConnectVia) => connection.start(w, via)
  const choose = (w: WalletEntry) => {
    if (w.ready && w.connectVia) connection.start(w, w.connectVia)
    else connection.reset()
    setSteps((s) => selectWallet(s, w.id, stepForSelectedWallet(walletFacts(w))))
  }
  const onBack = () => {
    if (canGoBack(steps)) setSteps(back)
    else setSteps(initialStepState) // compact: back to the list
  }

  const showList = !compact || steps.step === 'none'
  const showPanel = !compact || steps.step !== 'none'
  const panelProps: PanelProps = { wallet, entries, go, connection, connectWallet, compact, qrSize }
  const Panel = steps.step === 'none' || steps.step === 'learn' ? undefined : PANELS[steps.step]

  return (
    <div ref={rootRef} className={styles.layout}>
      {!showList && (
        <h1 id={titleId} className={styles.visuallyHidden}>
          {t('title')}
        </h1>
      )}
      {showList && (
        <div ref={coolRef} className={compact ? `${styles.sidebar} ${styles.sidebarCompact}` : styles.sidebar}>
          <div className={styles.header}>
            <h1 id={titleId} className={styles.title}>
              {t('title')}
            </h1>
            {compact && <CloseButton onClose={onClose} />}
          </div>
          {groups.map((g) => (
            <section key={g.groupName} aria-label={groupLabel(g.groupName, t)}>
              <h2 className={styles.groupLabel}>{groupLabel(g.groupName, t)}</h2>
              <ul className={styles.list}>
                {g.wallets.map((w) => (
                  <li key={w.id}>
                    <WalletButton wallet={w} selected={steps.walletId === w.id && steps.step !== 'get'} onClick={() => choose(w)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Disclaimer />
          {compact && (
            <div className={styles.footer}>
              <span>{t('newToWallets')}</span>
              <button type="button" className={styles.linkButton} onClick={() => go('learn', undefined)}>
                {t('learnMore')}
              </button>
            </div>
          )}
        </div>
      )}
      {showPanel && (
        <section className={styles.panel} aria-label={stepTitle(steps.step, wallet, connection.state, t)} data-step={steps.step}>
          <PanelHeader
            title={stepTitle(steps.step, wallet, connection.state, t)}
            headingRef={headingRef}
            onBack={canGoBack(steps) || compact ? onBack : undefined}
            onClose={onClose}
          />
          {Panel ? <Panel {...panelProps} /> : <IntroPanel onGetWallet={() => go('get')} />}
        </section>
      )}
    </div>
  )
}

/** The kit's own group names are translated; a group an app names itself shows as named. */
function groupLabel(name: string, t: Translate<typeof connect>): string {
  const key = GROUP_KEYS[name]
  return key ? t(key) : name
}

const GROUP_KEYS: Partial<Record<string, 'groupRecent' | 'groupInstalled' | 'groupPopular'>> = { Recent: 'groupRecent', Installed: 'groupInstalled', Popular: 'groupPopular' }

function WalletButton({ wallet: w, selected, onClick }: { wallet: WalletEntry; selected: boolean; onClick: () => void }) {
  const t = useKitMessages('connect', connect)
  const tag = w.installed ? t('installed') : undefined
  return (
    <button type="button" className={styles.walletButton} onClick={onClick} aria-current={selected ? 'true' : undefined} data-wallet-id={w.id} data-ready={w.ready}>
      <img src={w.iconUrl} alt="" width={28} height={28} loading="lazy" decoding="async" className={styles.icon} style={{ background: w.iconBackground }} />
      <span className={styles.walletMeta}>
        <span>{w.name}</span>
        {tag && <span className={styles.walletTag}>{tag}</span>}
      </span>
    </button>
  )
}
