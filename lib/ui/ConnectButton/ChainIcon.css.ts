import { fallbackVar, style } from '@vanilla-extract/css'
import { themeVars } from '../../../styles/theme.css'

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
  background: fallbackVar(themeVars.colors.accent, '#c2410c'),
  color: fallbackVar(themeVars.colors.accentForeground, '#ffffff'),
})
