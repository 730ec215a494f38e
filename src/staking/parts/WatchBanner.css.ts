import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

/** Below this width the buttons go under the text. */
const narrow = 'screen and (max-width: 599px)'

/**
 * The banner, and the room its code takes to arrive (the same box, empty): its height is
 * reserved from the first frame, so the screen does not move again when the banner's code
 * and the ENS name come in. The heights fit the English banner on one or two rows.
 */
export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '10px 16px',
  minHeight: 76,
  padding: '12px 16px',
  borderRadius: 14,
  border: `2px solid ${themeVars.colors.accent}`,
  background: themeVars.colors.menuItemBackground,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', minHeight: 136 } },
})

export const text = style({ display: 'grid', gap: 2, minWidth: 0 })

/** "Watching name 0x12…5678" on one line: a long name is cut, never wrapped, so the height holds. */
export const who = style({
  margin: 0,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const name = style({ marginInlineEnd: 6 })

export const address = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 400, color: themeVars.colors.modalTextSecondary })

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: 8 })

/** Both labels of the copy button in one cell, the unused one hidden: its width never changes. */
export const copyLabels = style({ display: 'inline-grid' })

export const copyLabel = style({ gridArea: '1 / 1', textAlign: 'center' })

export const hidden = style({ visibility: 'hidden' })
