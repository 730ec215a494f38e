/** The compact-layout breakpoint (px). */
export const COMPACT_BREAKPOINT = 768
export const QR_SIZE = { compact: 318, min: 280, max: 382 } as const
/** Room the wide layout keeps beside the code below the breakpoint (RainbowKit's rule). */
const NARROW_MARGIN = 308

/**
 * QR code size in CSS pixels: 318 in compact mode; otherwise, below 768 px of viewport
 * width, max(280, min(width - 308, 382)); else 382. Nothing else (a longer translation,
 * the sheet's height) shrinks it: the sheet grows around the code instead.
 */
export function qrSize({ compact, viewportWidth }: { compact: boolean; viewportWidth: number }): number {
  if (compact) return QR_SIZE.compact
  if (viewportWidth < COMPACT_BREAKPOINT) return Math.max(QR_SIZE.min, Math.min(Math.floor(viewportWidth - NARROW_MARGIN), QR_SIZE.max))
  return QR_SIZE.max
}
