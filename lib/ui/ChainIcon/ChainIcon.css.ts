import { fallbackVar, style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'

export const icon = style({
  display: 'block',
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
})

export const fallback = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  fontWeight: 700,
  lineHeight: 1,
  // The button may sit outside the themed modal root, so every variable has a fallback.
  // Text colours inverted: readable in both themes and distinct from the accent-filled current row.
  background: fallbackVar(themeVars.colors.modalText, '#1a1b1f'),
  color: fallbackVar(themeVars.colors.modalBackground, '#ffffff'),
})
