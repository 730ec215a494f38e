import { keyframes, style } from '@vanilla-extract/css'

/** One full turn, for spinners (every spinner also stops under prefers-reduced-motion). */
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** A list without bullets or indentation, items stacked in a column (compose with a gap). */
export const stack = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' })

/** Direction-bearing icons (back arrow, exit arrow, external link) point the other way in right-to-left text. */
export const flipInRtl = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } })
