import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: 12, margin: 0 })

export const figure = style({ display: 'grid', gap: 2 })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' })

export const tableWrap = style({ overflowX: 'auto' })

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
})

export const cell = style({ textAlign: 'start', padding: '6px 8px', borderBottom: `1px solid ${themeVars.colors.generalBorder}`, whiteSpace: 'nowrap' })

export const link = style({ color: themeVars.colors.accent })

export const progress = style({ width: '100%', accentColor: themeVars.colors.accent })
