import { globalStyle, style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'
import { wide } from './parts/card.css'

/** Phones (390 px and less): the header tightens to stay on one line. */
const narrow = 'screen and (max-width: 400px)'
/** The narrowest phones (a 360 px Android, a 320 px iPhone SE): the brand gives way. */
const tiny = 'screen and (max-width: 370px)'

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

// One line at every width, whatever is connected: the connect button's two forms (Connect
// Wallet; chain and account) and the language menu fit in the same 56 px, so connecting
// moves nothing below.
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 6,
  flexWrap: 'nowrap',
  minHeight: 57,
  padding: '8px 10px',
  borderBottom: `1px solid ${themeVars.colors.generalBorder}`,
  '@media': { [narrow]: { gap: 4, paddingInline: 7 }, [wide]: { gap: 16, padding: '8px 24px' } },
})

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'nowrap', '@media': { [narrow]: { gap: 4 }, [wide]: { gap: 12 } } })

// The one part of the header that gives way on the narrowest phones (the buttons do not).
export const brand = style({
  margin: 0,
  fontSize: 18,
  fontWeight: 800,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  minWidth: 0,
  overflow: 'hidden',
  '@media': { [tiny]: { fontSize: 15 }, [wide]: { fontSize: 22 } },
})

export const heading = style({ margin: 0, fontSize: 20, fontWeight: 800, letterSpacing: '-0.01em', '@media': { [wide]: { fontSize: 26 } } })

// Wide enough on a laptop for the three action cards' labels ('Connect wallet to unstake') on one line.
export const main = style({
  maxWidth: 1080,
  margin: '0 auto',
  padding: '12px 12px 96px',
  display: 'grid',
  gap: 12,
  '@media': { [wide]: { padding: '24px 16px 96px', gap: 20 } },
})

export const intro = style({ margin: 0, color: themeVars.colors.modalTextSecondary, lineHeight: 1.45, fontSize: 14, '@media': { [wide]: { fontSize: 16 } } })

// Each card as tall as its content (no stretched empty areas); one column on a phone.
export const columns = style({
  display: 'grid',
  gap: 12,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(270px, 100%), 1fr))',
  '@media': { [wide]: { gap: 20 } },
})
