import type { CSSProperties } from 'react'

/**
 * The font size of a number that must stay on one line in a card of any width: as large as
 * `maxPx`, smaller when the text is wider than the card allows (the card is a size
 * container; the text's width in em comes in `--fit-em`, set by fitChars). A fixed line
 * height keeps the line's height whatever size the number gets, so its arrival moves nothing.
 */
export function fitFont(maxPx: number, minPx: number) {
  return { fontSize: `clamp(${minPx}px, calc(100cqi / var(--fit-em, 6)), ${maxPx}px)`, lineHeight: `${Math.round(maxPx * 1.3)}px` }
}

/**
 * A bold character's width in em, on the wide side (DejaVu Sans Bold, the widest of the
 * usual system fonts: digits 0.70, 'M' 0.99, 'MANGO' 0.86 on average), so the estimate
 * errs towards a smaller size, never a cut number.
 */
function charEm(c: string): number {
  if (/[0-9]/.test(c)) return 0.7
  if (/[A-Z]/.test(c)) return 0.86
  if (/[a-z]/.test(c)) return 0.72
  if (/[.,\u066b\u066c]/.test(c)) return 0.4
  if (/\s/.test(c)) return 0.35
  return 0.8
}

/** The inline style that tells fitFont how wide the one-line number is. */
export function fitChars(text: string): CSSProperties {
  return fitWidest([text])
}

/**
 * One size for several numbers in cards of one width (a row of stat cards): sized for the
 * widest, so they shrink all together or not at all, never '999,935 MANGO' smaller than
 * '65 pMANGO' beside it.
 */
export function fitWidest(texts: readonly string[]): CSSProperties {
  let widest = 0
  for (const text of texts) {
    let em = 0
    for (const c of text) em += charEm(c)
    widest = Math.max(widest, em)
  }
  // A placeholder ('…') is sized as a short number.
  return { '--fit-em': Math.max(widest, 6).toFixed(2) } as CSSProperties
}
