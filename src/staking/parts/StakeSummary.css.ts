import { style } from '@vanilla-extract/css'
import { themeVars } from '../../../styles/theme.css'

export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '4px 12px',
  padding: '10px 12px',
  borderRadius: 12,
  background: themeVars.colors.actionButtonSecondaryBackground,
  fontSize: 14,
})

export const term = style({ color: themeVars.colors.modalTextSecondary })

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600, overflowWrap: 'anywhere' })

export const problem = style({ gridColumn: '1 / -1', margin: 0, color: themeVars.colors.error })
