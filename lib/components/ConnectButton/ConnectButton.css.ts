import { fallbackVar, style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'
import { visuallyHidden } from '../../theme/shared.css'

// The button lives in the page, not in the themed modal portal, so each variable has a
// fallback (the light theme's value) for apps that do not put a theme class on the page.
const c = {
  accent: fallbackVar(themeVars.colors.accent, '#c2410c'),
  accentFg: fallbackVar(themeVars.colors.accentForeground, '#ffffff'),
  bg: fallbackVar(themeVars.colors.modalBackground, '#ffffff'),
  text: fallbackVar(themeVars.colors.modalText, '#1a1b1f'),
  textSecondary: fallbackVar(themeVars.colors.modalTextSecondary, '#55575e'),
  border: fallbackVar(themeVars.colors.generalBorder, '#e3e4e8'),
  error: fallbackVar(themeVars.colors.error, '#b3261e'),
  focus: fallbackVar(themeVars.colors.focusRing, '#1d4ed8'),
  radius: fallbackVar(themeVars.radii.menuButton, '12px'),
  font: fallbackVar(themeVars.fonts.body, 'system-ui, sans-serif'),
}

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontFamily: c.font,
})

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 12px',
  border: 'none',
  borderRadius: c.radius,
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  // One line each: a wrapped label or a squeezed-out chevron reads as broken on a phone.
  whiteSpace: 'nowrap',
  flexShrink: 0,
  cursor: 'pointer',
  transition: 'transform 0.125s ease',
  selectors: {
    '&:hover': { transform: 'scale(1.025)' },
    '&:active': { transform: 'scale(0.95)' },
    '&:focus-visible': { outline: `2px solid ${c.focus}`, outlineOffset: 2 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&:hover, &:active': { transform: 'none' } } } },
})

export const connect = style([base, { background: c.accent, color: c.accentFg }])

export const chain = style([base, { background: c.bg, color: c.text, boxShadow: `0 0 0 1px ${c.border}` }])

// Text in the page background colour: readable on the light theme's dark red and on the
// dark theme's light red alike.
export const wrongNetwork = style([base, { background: c.error, color: c.bg }])

export const account = style([
  base,
  { background: c.bg, color: c.text, boxShadow: `0 0 0 1px ${c.border}`, padding: 0, gap: 0, overflow: 'hidden' },
])

// The room a typical balance takes ('0.0123 ETH', '12.3k ETH'): held while it is read, and
// the least it takes once shown, so its arrival moves nothing beside it.
const BALANCE_ROOM = '10ch'

// The kit's reset makes every box border-box: the room is the text's plus the padding.
export const balance = style({ padding: '0 8px 0 12px', whiteSpace: 'nowrap', minWidth: `calc(${BALANCE_ROOM} + 20px)`, textAlign: 'center' })

/**
 * The bar drawn in the balance's room while it is read: as wide as the room itself, so the
 * room alone decides the width before and after the balance lands.
 */
export const balancePending = style({ display: 'block', width: '100%', height: '0.8em', borderRadius: 4, background: c.border })

export const identity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 8px',
  borderRadius: c.radius,
  selectors: { [`${balance} + &`]: { boxShadow: `inset 0 0 0 1px ${c.border}` } },
})

export const name = style({ whiteSpace: 'nowrap' })

export const chevron = style({ color: c.textSecondary, flexShrink: 0, selectors: { [`${wrongNetwork} &`]: { color: 'inherit' } } })


export { visuallyHidden }
