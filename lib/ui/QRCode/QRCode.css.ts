import { keyframes, style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'

const pulse = keyframes({ '0%, 100%': { opacity: 0.5 }, '50%': { opacity: 1 } })

export const frame = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Quiet zone around the symbol (QR spec asks for light margin; 20 px is ~3 modules here).
  padding: 20,
  maxWidth: '100%',
  borderRadius: themeVars.radii.qr,
  background: themeVars.colors.qrBackground,
  border: `1px solid ${themeVars.colors.generalBorder}`,
})

export const svg = style({ display: 'block', width: '100%', height: 'auto', color: themeVars.colors.qrForeground })

export const placeholder = style({
  width: '100%',
  aspectRatio: '1',
  borderRadius: 12,
  background: themeVars.colors.actionButtonSecondaryBackground,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
