/**
 * Keyboard focus containment for modal dialogs (WAI-ARIA APG "Dialog (Modal)" pattern):
 * Tab and Shift+Tab wrap inside the dialog. Framework-free so it is testable on its own.
 */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  )
}

/** The focused element, looking into open shadow roots (the document only sees their host). */
export function deepActiveElement(root: Document | ShadowRoot): HTMLElement | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}

/** Handle a Tab keydown inside `container`; returns true when it moved focus itself. */
export function trapTab(container: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab') return false
  const items = focusableElements(container)
  if (items.length === 0) {
    event.preventDefault()
    container.focus()
    return true
  }
  const first = items[0]!
  const last = items[items.length - 1]!
  // Inside a shadow root the document's activeElement is the host: ask the container's own root.
  const active = deepActiveElement(container.getRootNode() as Document | ShadowRoot)
  const outside = !(active instanceof HTMLElement) || !container.contains(active)
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault()
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault()
    first.focus()
    return true
  }
  return false
}
