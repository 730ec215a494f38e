import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '4px 12px',
  paddingBlock: 8,
  borderBlockStart: `1px solid ${themeVars.colors.generalBorder}`,
})

export const action = style({ fontWeight: 700 })

export const badge = style({
  fontSize: 13,
  fontWeight: 700,
  padding: '2px 8px',
  borderRadius: 999,
  background: themeVars.colors.accent,
  color: themeVars.colors.accentForeground,
})

export const signAs = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, fontSize: 14 })

export const select = style({ font: 'inherit', maxWidth: '100%' })
