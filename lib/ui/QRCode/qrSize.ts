/** The compact-layout breakpoint (px). */
export const COMPACT_BREAKPOINT = 768
export const QR_SIZE = { compact: 318, min: 280, max: 382 } as const
/** Room the modal needs around the code on a narrow screen (padding and border). */
const NARROW_MARGIN = 48

/**
 * QR code size in CSS pixels: 318 in compact mode; otherwise, below 768 px of viewport
 * width, as large as fits (the width, and `maxHeight`: the room the bottom sheet leaves
 * for the code) but between 280 and 382; else 382.
 */
export function qrSize({ compact, viewportWidth, maxHeight = Infinity }: { compact: boolean; viewportWidth: number; maxHeight?: number }): number {
  if (compact) return QR_SIZE.compact
  if (viewportWidth < COMPACT_BREAKPOINT) {
    return Math.max(QR_SIZE.min, Math.min(Math.floor(viewportWidth - NARROW_MARGIN), Math.floor(maxHeight), QR_SIZE.max))
  }
  return QR_SIZE.max
}
