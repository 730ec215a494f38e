import { fallbackVar, style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'
import { spin } from '../../theme/shared.css'

export const root = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  lineHeight: 1,
})

export const face = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  overflow: 'hidden',
})

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'opacity 0.15s linear',
})


export const spinner = style({
  position: 'absolute',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderTopColor: fallbackVar(themeVars.colors.accent, '#c2410c'),
  borderRightColor: fallbackVar(themeVars.colors.accent, '#c2410c'),
  animation: `${spin} 1s linear infinite`,
  // Reduced motion: a still, full ring still says "busy".
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      borderColor: fallbackVar(themeVars.colors.accent, '#c2410c'),
    },
  },
})
