import { style } from '@vanilla-extract/css'
import { themeVars } from '../../theme/theme.css'
import { flipInRtl, spin, stack, visuallyHidden } from '../../theme/shared.css'

const focusRing = { outline: `2px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 }

export const layout = style({ display: 'flex', minHeight: 0, flex: 1 })

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  width: 287,
  flexShrink: 0,
  padding: '18px 12px',
  boxSizing: 'border-box',
  overflowY: 'auto',
  borderInlineEnd: `1px solid ${themeVars.colors.generalBorder}`,
})

export const sidebarCompact = style({ width: '100%', borderInlineEnd: 'none' })

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  padding: '14px 18px',
  boxSizing: 'border-box',
  overflowY: 'auto',
})

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, minHeight: 32, padding: '0 6px 12px' })

export const title = style({ margin: 0, fontSize: 18, fontWeight: 800, color: themeVars.colors.modalText })

export const panelTitle = style({ margin: 0, fontSize: 18, fontWeight: 800, textAlign: 'center', flex: 1 })

export const groupLabel = style({ margin: '10px 6px 6px', fontSize: 14, fontWeight: 700, color: themeVars.colors.modalTextSecondary })

export const list = style([stack, { gap: 2 }])

export const walletButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: '6px 8px',
  border: 'none',
  borderRadius: themeVars.radii.menuButton,
  background: 'transparent',
  color: themeVars.colors.modalText,
  font: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: themeVars.colors.menuItemBackground },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { background: themeVars.colors.accent, color: themeVars.colors.accentForeground },
  },
})

export const walletMeta = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

// No opacity: the tag must keep full contrast on the selected (accent) background too.
export const walletTag = style({ fontSize: 12, fontWeight: 600 })

export const icon = style({ display: 'block', flexShrink: 0, borderRadius: 8, objectFit: 'contain' })

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 16, flex: 1, textAlign: 'center', padding: '8px 12px' })

export const text = style({ margin: 0, fontSize: 14, color: themeVars.colors.modalTextSecondary, maxWidth: 360 })

export const errorText = style({ margin: 0, fontSize: 14, color: themeVars.colors.error, maxWidth: 360 })

export const info = style({ display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 320, textAlign: 'start', margin: 0, padding: 0, listStyle: 'none' })

export const infoItem = style({ display: 'flex', gap: 14, alignItems: 'flex-start' })

export const infoTitle = style({ margin: 0, fontSize: 15, fontWeight: 700, color: themeVars.colors.modalText })

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 10 })

const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  padding: '6px 16px',
  border: 'none',
  borderRadius: themeVars.radii.actionButton,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 800,
  textDecoration: 'none',
  cursor: 'pointer',
} as const

export const primaryButton = style({
  ...buttonBase,
  background: themeVars.colors.accent,
  color: themeVars.colors.accentForeground,
  selectors: { '&:hover': { filter: 'brightness(1.05)' }, '&:focus-visible': focusRing, '&:disabled': { opacity: 0.6, cursor: 'default' } },
})

export const secondaryButton = style({
  ...buttonBase,
  background: themeVars.colors.actionButtonSecondaryBackground,
  color: themeVars.colors.accent,
  selectors: { '&:hover': { filter: 'brightness(1.05)' }, '&:focus-visible': focusRing },
})

export const linkButton = style({
  ...buttonBase,
  minHeight: 0,
  padding: 4,
  background: 'transparent',
  color: themeVars.colors.accent,
  selectors: { '&:focus-visible': focusRing },
})

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: themeVars.colors.accent,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: { '&:hover': { background: themeVars.colors.menuItemBackground }, '&:focus-visible': focusRing },
})

export const headerSpacer = style({ width: 32, flexShrink: 0 })

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: '8px 4px',
  textAlign: 'start',
})

export const rowText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, gap: 2 })

export const rowName = style({ fontSize: 15, fontWeight: 700, color: themeVars.colors.modalText })

export const rowList = style([stack, { width: '100%', maxWidth: 400, gap: 4 }])

/** "Get a Wallet": five rows fit the dialog without scrolling. */
export const rowListTight = style({ gap: 0 })
export const rowTight = style({ paddingTop: 5, paddingBottom: 5 })

/** Side-by-side card actions (INSTALL, GET THE APP): one size, pinned to the card's bottom. */
export const cardButton = style({ width: '100%', boxSizing: 'border-box', marginTop: 'auto' })

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 10,
  flex: 1,
  minWidth: 150,
  padding: 12,
  borderRadius: 16,
  border: `1px solid ${themeVars.colors.generalBorder}`,
})

export const cards = style({ display: 'flex', flexWrap: 'wrap', gap: 12, width: '100%', justifyContent: 'center' })

export const steps = style([stack, { gap: 18, maxWidth: 360, textAlign: 'start' }])

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: 10,
  fontWeight: 800,
  background: themeVars.colors.actionButtonSecondaryBackground,
  color: themeVars.colors.accent,
})

export const spinner = style({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `3px solid ${themeVars.colors.actionButtonSecondaryBackground}`,
  borderTopColor: themeVars.colors.accent,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  marginTop: 'auto',
  padding: '12px 6px 0',
  fontSize: 14,
  color: themeVars.colors.modalTextSecondary,
})

export const mobileRoot = style({ display: 'flex', flexDirection: 'column', padding: '16px 16px 24px', gap: 16 })

/**
 * A phone's connecting step keeps one height, most of the screen: the sheet grows from the
 * bottom, so a step that grew as its content arrived ("Preparing…", then the link, then the
 * other ways) would move its Back and Close buttons.
 */
export const mobileStep = style({ boxSizing: 'border-box', minHeight: 'calc(100dvh - 72px)' })

/** Content from the top, so what arrives later appears below what is there. */
export const mobileStepBody = style({ justifyContent: 'flex-start' })

export const mobileRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(80px, 1fr))',
  gap: 4,
  padding: '4px 0',
  listStyle: 'none',
  margin: 0,
})

export const mobileWallet = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  minWidth: 0,
  padding: '8px 0',
  border: 'none',
  borderRadius: 14,
  background: 'transparent',
  color: themeVars.colors.modalText,
  font: 'inherit',
  fontSize: 12,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:active': { background: themeVars.colors.menuItemBackground } },
})

/** A wallet's name under its icon: one line, never past its cell. */
export const mobileWalletLabel = style({ display: 'block', maxWidth: '100%', whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' })

export const divider = style({ height: 1, border: 'none', margin: 0, background: themeVars.colors.generalBorder })



/** Room kept for what shows later (nothing moves when it does); hidden until then. */
export const reserved = style({ visibility: 'hidden' })

/** Two titles in one cell: the cell is as tall as the taller one. */
export const titleRoom = style({ display: 'grid' })
export const titleLayer = style({ gridArea: '1 / 1', alignSelf: 'center' })

/** A phone's other ways to connect when no wallet app took the link. */
export const otherWays = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 })

/** The QR step must fit 382 px of code in the 504 px dialog: tighter spacing. */
export const qrBody = style({ gap: 10, padding: 0, justifyContent: 'flex-start' })

export const storeLink = style({
  ...buttonBase,
  minHeight: 32,
  padding: '4px 12px',
  background: themeVars.colors.actionButtonSecondaryBackground,
  color: themeVars.colors.accent,
  selectors: { '&:focus-visible': focusRing },
})

export const storeLinks = style({ display: 'flex', flexWrap: 'wrap', gap: 8 })

export { flipInRtl, visuallyHidden }
