import { useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import * as styles from './Dialog.css'
import { focusableElements, trapTab } from './focusTrap'
import { useDialogTheme } from './themeContext'
import { useDir } from '../../react/i18n/react'

export interface DialogProps {
  open: boolean
  onClose: () => void
  /** id of the element inside `children` that names the dialog (aria-labelledby). */
  titleId: string
  children: ReactNode
  /** Narrow dialog (max height 468 px). Wide dialogs become compact below 768 px anyway. */
  compact?: boolean
  /** Always as tall as its maximum height (steps of different lengths keep one size). */
  fixedHeight?: boolean
  /** Element to focus first (a stable ref, read when the dialog opens); default: the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** As tall as its content needs, up to the viewport (the narrow sheet's cap does not apply). */
  tall?: boolean
}

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)"): portalled to document.body, labelled by
 * `titleId`, traps Tab, closes on Escape and on a backdrop click, and gives focus back to
 * the element that had it when it opened.
 */
export function Dialog({ open, onClose, titleId, children, compact = false, fixedHeight = false, tall = false, initialFocusRef }: DialogProps) {
  const theme = useDialogTheme()
  const dir = useDir()
  const contentRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  // A press that started inside the dialog and ended on the backdrop (text selection) must not close it.
  const pressStartedOnBackdrop = useRef(false)

  // Layout effect: runs before any child's useEffect can move focus into the dialog, so
  // we still see the element that opened it.
  useLayoutEffect(() => {
    if (!open) return
    const doc = contentRef.current?.ownerDocument ?? document
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
    const content = contentRef.current
    if (content) {
      const target = initialFocusRef?.current ?? focusableElements(content)[0] ?? content
      target.focus({ preventScroll: true })
      if (import.meta.env?.DEV && !doc.getElementById(titleId)) {
        console.warn(`Dialog: aria-labelledby="${titleId}" does not match any element; give the title that id.`)
      }
    }
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation()
        onCloseRef.current()
      } else if (contentRef.current) trapTab(contentRef.current, e)
    }
    doc.addEventListener('keydown', onKeyDown)
    const { overflow } = doc.body.style
    doc.body.style.overflow = 'hidden'
    return () => {
      doc.removeEventListener('keydown', onKeyDown)
      doc.body.style.overflow = overflow
      // Return focus to the opener (APG), unless it left the page meanwhile.
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [open, titleId, initialFocusRef])

  if (!open || typeof document === 'undefined') return null

  const onBackdropDown = (e: ReactMouseEvent) => {
    pressStartedOnBackdrop.current = e.target === e.currentTarget
  }
  const onBackdropClick = (e: ReactMouseEvent) => {
    if (e.target === e.currentTarget && pressStartedOnBackdrop.current) onClose()
    pressStartedOnBackdrop.current = false
  }

  return createPortal(
    <div className={`${theme.className} ${styles.root}`} style={theme.style} dir={dir} data-porch="">
      <div className={styles.overlay} onMouseDown={onBackdropDown} onClick={onBackdropClick} data-testid="dialog-backdrop">
        <div
          ref={contentRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={[styles.content, compact && styles.compact, fixedHeight && styles.fixedHeight, tall && styles.tall].filter(Boolean).join(' ')}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  )
}
