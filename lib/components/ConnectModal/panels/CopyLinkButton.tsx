import { useCopyFeedback } from '../../AccountModal/useCopyFeedback'
import * as styles from '../ConnectModal.css'
import { connect } from '../../../core/i18n/en/connect'
import { dialog } from '../../../core/i18n/en/dialog'
import { useKitMessages } from '../../../react/i18n/kit'

/** Copies the pairing link, for a wallet on this computer or to paste into a phone. */
export function CopyLinkButton({ uri }: { uri: string }) {
  const { copied, copy } = useCopyFeedback()
  const t = useKitMessages('dialog', dialog)
  const c = useKitMessages('connect', connect)
  return (
    <button type="button" className={styles.secondaryButton} onClick={() => void copy(uri)}>
      <span aria-live="polite">{copied ? t('copied') : c('copyLink')}</span>
    </button>
  )
}
