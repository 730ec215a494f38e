import { globalStyle, style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const page = style({
  minHeight: '100vh',
  fontFamily: themeVars.fonts.body,
  color: themeVars.colors.modalText,
  background: themeVars.colors.modalBackground,
  backgroundImage: `radial-gradient(ellipse at top, ${themeVars.colors.menuItemBackground}, transparent 60%)`,
})

// Scoped to the screen so it cannot disturb the kit's modals.
globalStyle(`${page} *, ${page} *::before, ${page} *::after`, { boxSizing: 'border-box' })
globalStyle(`${page} dd`, { margin: 0 })

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  flexWrap: 'wrap',
  padding: '16px 24px',
  borderBottom: `1px solid ${themeVars.colors.generalBorder}`,
})

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' })

export const brand = style({ margin: 0, fontSize: 22, fontWeight: 800, letterSpacing: '-0.01em' })

export const main = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: '24px 16px 48px',
  display: 'grid',
  gap: 20,
})

export const intro = style({ margin: 0, color: themeVars.colors.modalTextSecondary, lineHeight: 1.5 })

export const columns = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
})
