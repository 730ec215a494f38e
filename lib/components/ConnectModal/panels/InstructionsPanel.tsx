import type { Instructions } from '../../../core/wallets/types'
import * as styles from '../ConnectModal.css'
import type { PanelProps } from './types'
import { connect } from '../../../core/i18n/en/connect'
import { useKitMessages } from '../../../react/i18n/kit'
import { wallets } from '../../../core/i18n/en/wallets'
import { useDescriptorText } from './descriptorText'

function Steps({ instructions, name }: { instructions: Instructions; name: string }) {
  const t = useKitMessages('wallets', wallets)
  return (
    <ol className={styles.steps}>
      {instructions.steps.map((s, i) => (
        <li key={`${s.step}-${i}`} className={styles.infoItem}>
          <span className={styles.stepNumber} aria-hidden="true">
            {i + 1}
          </span>
          <div>
            {/* Built-in wallets' steps are catalogue keys; an app's own wallet shows its own words. */}
            <p className={styles.infoTitle}>{'titleKey' in s ? t(s.titleKey, { wallet: name }) : s.title}</p>
            <p className={styles.text}>{'titleKey' in s ? t(s.descriptionKey, { wallet: name }) : s.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}

function LearnMore({ url }: { url: string }) {
  const t = useKitMessages('connect', connect)
  return (
    <a className={styles.secondaryButton} href={url} target="_blank" rel="noopener noreferrer">
      {t('learnMoreCaps')}
    </a>
  )
}

/** Setting up the phone app, then connecting with a QR code. */
export function InstructionsMobilePanel({ wallet: w, go, connectWallet }: PanelProps) {
  const t = useKitMessages('connect', connect)
  const instructions = w?.descriptor?.qrCode?.instructions
  if (!w || !instructions) return null
  const scanVia = w.scanVia
  return (
    <div className={styles.body}>
      <Steps instructions={instructions} name={w.name} />
      <div className={styles.actions}>
        {scanVia && (
          <button
            type="button"
            className={styles.primaryButton}
            onClick={() => {
              connectWallet(w, scanVia)
              go('connect')
            }}
          >
            {t('connectCaps')}
          </button>
        )}
        <LearnMore url={instructions.learnMoreUrl} />
      </div>
    </div>
  )
}

/** Setting up the extension, then refreshing the page so it can announce itself. */
export function InstructionsExtensionPanel({ wallet: w }: PanelProps) {
  const t = useKitMessages('connect', connect)
  const words = useDescriptorText()
  const instructions = w?.descriptor?.extension?.instructions
  if (!w || !instructions) return null
  return (
    <div className={styles.body}>
      <Steps instructions={instructions} name={w.name} />
      <div className={styles.actions}>
        {w.extensionDownloadUrl && (
          <a className={styles.secondaryButton} href={w.extensionDownloadUrl} target="_blank" rel="noopener noreferrer">
            {words.installLabel(w.descriptor, t('getExtensionCaps'))}
          </a>
        )}
        {/* Safe connects inside Safe{Wallet}, not after a refresh here. */}
        {w.descriptor?.connectorId !== 'safe' && (
          <button type="button" className={styles.primaryButton} onClick={() => window.location.reload()}>
            {t('refreshCaps')}
          </button>
        )}
        <LearnMore url={instructions.learnMoreUrl} />
      </div>
    </div>
  )
}
