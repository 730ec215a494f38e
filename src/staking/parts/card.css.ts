import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

/** Phone first: the wide layout (four figures in a row, roomier spacing) starts at a small tablet. */
export const wide = 'screen and (min-width: 720px)'

/** Line height of the panels' small text (the muted and result lines). */
const LINE = 1.45

/** Shared building blocks of the staking panels. */
export const card = style({
  border: `1px solid ${themeVars.colors.generalBorder}`,
  borderRadius: 16,
  padding: 20,
  background: themeVars.colors.modalBackground,
  display: 'grid',
  // minmax(0, 1fr): long content wraps inside the card instead of widening the track.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 12,
  alignContent: 'start',
  minWidth: 0,
  // Sizes below (the large numbers) follow the card's width: a number never wraps.
  containerType: 'inline-size',
})

export const title = style({ margin: 0, fontSize: 18, fontWeight: 700 })

export const muted = style({ margin: 0, color: themeVars.colors.modalTextSecondary, fontSize: 14, lineHeight: LINE })

export const number = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 })

export const primaryButton = style({
  font: 'inherit',
  lineHeight: 1.25,
  // The label sits in a <Reserve> sized for every label it can show: 'Connect wallet to
  // stake' and 'Stake' take the same room, so the button never changes size.
  minHeight: 46,
  fontWeight: 700,
  padding: '12px 18px',
  border: 'none',
  borderRadius: themeVars.radii.actionButton,
  background: themeVars.colors.accent,
  color: themeVars.colors.accentForeground,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 },
  },
})

export const secondaryButton = style({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 12px',
  border: `1px solid ${themeVars.colors.generalBorder}`,
  borderRadius: themeVars.radii.menuButton,
  background: themeVars.colors.actionButtonSecondaryBackground,
  color: themeVars.colors.modalText,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${themeVars.colors.focusRing}`, outlineOffset: 2 },
  },
})

export const errorText = style({ margin: 0, color: themeVars.colors.error, fontSize: 14, lineHeight: LINE })

export const successText = style({ margin: 0, color: themeVars.colors.modalText, fontSize: 14, fontWeight: 600, lineHeight: LINE })

/**
 * A line that is empty until something happens (an action's result, an amount's problem):
 * one line of room is kept from the first paint, so its first words move nothing.
 */
export const lineSlot = style({ display: 'grid', minHeight: `calc(14px * ${LINE})`, alignContent: 'start' })

/** An amount's problem: room for two lines from the first paint, so a long sentence (or a translation) moves nothing below it. */
export const twoLineSlot = style({ display: 'grid', minHeight: `calc(2 * 14px * ${LINE})`, alignContent: 'start' })

/** One line, never wrapped: a long value is cut with an ellipsis (its full text is in the title). */
export const oneLine = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

/** A bordered notice about the network (wrong network, unreachable, halted, stale numbers). */
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 12,
  padding: '12px 16px',
  borderRadius: 14,
  border: `1px solid ${themeVars.colors.error}`,
})
