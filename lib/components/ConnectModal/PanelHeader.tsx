import type { RefObject } from 'react'
import { CloseButton } from '../../ui/Dialog/CloseButton'
import * as styles from './ConnectModal.css'
import { dialog } from '../../core/i18n/en/dialog'
import { useKitMessages } from '../../react/i18n/kit'

/** Back arrow, centred heading, close button. The heading takes focus when its panel replaces the previous one. */
export function PanelHeader({
  id,
  title,
  laterTitle,
  headingRef,
  onBack,
  onClose,
}: {
  /** The heading's id, for the panel that it names (aria-labelledby). */
  id?: string
  title: string
  /** A title this header will show instead later: its room is kept, so the header's height (and the buttons beside it) do not change. */
  laterTitle?: string | undefined
  headingRef?: RefObject<HTMLHeadingElement | null>
  onBack?: (() => void) | undefined
  onClose?: (() => void) | undefined
}) {
  const t = useKitMessages('dialog', dialog)
  return (
    <div className={styles.header}>
      {onBack ? (
        <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t('back')}>
          <svg className={styles.flipInRtl} width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <path d="M11 3L5 9l6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : (
        <span className={styles.headerSpacer} />
      )}
      <h2 id={id} ref={headingRef} className={styles.panelTitle} tabIndex={-1}>
        {laterTitle === undefined ? (
          title
        ) : (
          <span className={styles.titleRoom}>
            <span className={styles.titleLayer}>{title}</span>
            <span className={`${styles.titleLayer} ${styles.reserved}`} aria-hidden="true">
              {laterTitle}
            </span>
          </span>
        )}
      </h2>
      {onClose ? <CloseButton onClose={onClose} /> : <span className={styles.headerSpacer} />}
    </div>
  )
}
