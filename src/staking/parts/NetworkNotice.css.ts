import { style } from '@vanilla-extract/css'
import { themeVars } from '../../../styles/theme.css'

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 12,
  padding: '12px 16px',
  borderRadius: 14,
  border: `1px solid ${themeVars.colors.error}`,
})

export const text = style({ margin: 0, lineHeight: 1.45, flex: '1 1 240px' })
