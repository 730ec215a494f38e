import * as styles from './Dialog.css'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'

/** The round × button every modal shows in its header. */
export function CloseButton({ onClose, label }: { onClose: () => void; label?: string }) {
  const t = useKitMessages('dialog', dialog)
  return (
    <button type="button" className={styles.closeButton} onClick={onClose} aria-label={label ?? t('close')}>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
