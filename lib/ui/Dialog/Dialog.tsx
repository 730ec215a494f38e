import { useLayoutEffect, useRef, type MouseEvent as ReactMouseEvent, type ReactNode, type RefObject } from 'react'
import * as styles from './Dialog.css'
import { deepActiveElement, focusableElements, trapTab } from './focusTrap'
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

/** A pointer event on the dialog element outside its box: on its ::backdrop (which dispatches to the dialog). */
function onBackdrop(e: ReactMouseEvent<HTMLDialogElement>): boolean {
  if (e.target !== e.currentTarget) return false
  const r = e.currentTarget.getBoundingClientRect()
  return e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom
}

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)"): a native `<dialog>` rendered in place and
 * opened with showModal(), so it sits in the top layer (no z-index, no portal: inside a shadow
 * root it stays there) and the page behind it is inert. Labelled by `titleId`, traps Tab,
 * closes on Escape and on a backdrop click, and gives focus back to the element that had it
 * when it opened. React's `open` stays the one source of truth: Escape only asks `onClose`.
 */
export function Dialog({ open, onClose, titleId, children, compact = false, fixedHeight = false, tall = false, initialFocusRef }: DialogProps) {
  const theme = useDialogTheme()
  const dir = useDir()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  // A press that started inside the dialog and ended on the backdrop (text selection) must not close it.
  const pressStartedOnBackdrop = useRef(false)

  // Layout effect: runs before any child's useEffect can move focus into the dialog, so
  // we still see the element that opened it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const doc = dialog.ownerDocument
    const opener = deepActiveElement(doc)
    if (!dialog.open) dialog.showModal()
    const target = initialFocusRef?.current ?? focusableElements(dialog)[0] ?? dialog
    target.focus({ preventScroll: true })
    if (import.meta.env?.DEV && !(dialog.getRootNode() as Document | ShadowRoot).getElementById(titleId)) {
      console.warn(`Dialog: aria-labelledby="${titleId}" does not match any element; give the title that id.`)
    }
    // Escape fires `cancel`: keep the dialog open and let the owner close it through its state.
    // Chrome's close watcher skips `cancel`, or fires it uncancelable, on a repeated Escape with
    // no user activation in between (https://html.spec.whatwg.org/multipage/interaction.html#close-requests)
    // and closes the dialog itself: then the owner learns of it from `close`. Our own close()
    // below comes after these listeners are gone.
    const onCancel = (e: Event) => {
      if (!e.cancelable) return
      e.preventDefault()
      onCloseRef.current()
    }
    // `close` is queued as a task: the close() of a cleanup that React re-runs at once
    // (StrictMode's second mount, a titleId change) arrives after showModal() opened the
    // dialog again. Only a dialog still closed was closed by the browser.
    const onClosed = () => {
      if (!dialog.open) onCloseRef.current()
    }
    const onKeyDown = (e: KeyboardEvent) => {
      // The browser moves Tab out of a modal dialog to its own toolbar; APG wraps inside.
      if (dialogRef.current) trapTab(dialogRef.current, e)
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClosed)
    doc.addEventListener('keydown', onKeyDown)
    // The page behind is inert but still scrolls under a wheel or a swipe on the backdrop.
    const { overflow } = doc.body.style
    doc.body.style.overflow = 'hidden'
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClosed)
      doc.removeEventListener('keydown', onKeyDown)
      if (dialog.open) dialog.close()
      doc.body.style.overflow = overflow
      // Return focus to the opener (APG), unless it left the page meanwhile.
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [open, titleId, initialFocusRef])

  if (!open) return null

  const onMouseDown = (e: ReactMouseEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = onBackdrop(e)
  }
  const onClick = (e: ReactMouseEvent<HTMLDialogElement>) => {
    if (pressStartedOnBackdrop.current && onBackdrop(e)) onClose()
    pressStartedOnBackdrop.current = false
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      dir={dir}
      data-porch=""
      style={theme.style}
      className={[theme.className, styles.dialog, compact && styles.compact, fixedHeight && styles.fixedHeight, tall && styles.tall].filter(Boolean).join(' ')}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      {children}
    </dialog>
  )
}
