import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const summary = style({
  margin: 0,
  display: 'grid',
  gap: 4,
  padding: '10px 12px',
  borderRadius: 12,
  background: themeVars.colors.actionButtonSecondaryBackground,
  fontSize: 14,
})

export const list = style({ margin: 0, display: 'grid', gap: 4 })

// A <div> around each dt/dd pair is valid HTML inside a <dl>.
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: 12 })

export const term = style({ color: themeVars.colors.modalTextSecondary })

export const value = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: 600, overflowWrap: 'anywhere' })

export const problem = style({ margin: 0, color: themeVars.colors.error })
