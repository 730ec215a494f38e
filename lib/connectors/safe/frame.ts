/**
 * True when the page runs inside a frame: the only place Safe{Wallet} can host it. Kept
 * apart so the site can ask without loading any Safe code.
 */
export function isFramed(win: Window | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return win !== undefined && win.parent !== win
}
