import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'
import { bannerRoom, narrow } from './watchRoom.css'

/** The banner: the text, then its buttons beside it (under it on a narrow screen), in the room reserved for it. */
export const banner = style([
  bannerRoom,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '10px 16px',
    padding: '12px 16px',
    borderRadius: 14,
    border: `2px solid ${themeVars.colors.accent}`,
    background: themeVars.colors.menuItemBackground,
    '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
])

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

/** One row of buttons whatever the language: Stop watching, and the copy button as an icon. */
export const buttons = style({ display: 'flex', gap: 8, alignItems: 'stretch' })

export const iconButton = style({ display: 'inline-grid', placeItems: 'center', minWidth: 40 })
