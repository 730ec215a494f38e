import { style } from '@vanilla-extract/css'
import { themeVars as vars } from '@porch/kit/theme'

/** The closed menu: the language's code and a chevron, the native select laid over it. */
export const menu = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.colors.modalText,
  background: vars.colors.modalBackground,
  border: `1px solid ${vars.colors.generalBorder}`,
  borderRadius: 8,
  selectors: { '&:has(select:focus-visible)': { outline: `3px solid ${vars.colors.focusRing}`, outlineOffset: 2 } },
})

export const face = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  justifyContent: 'center',
  fontSize: 13,
  fontWeight: 600,
  lineHeight: 1,
  paddingBlock: 10,
  paddingInline: 5,
})

// Invisible but there: the pointer, the keyboard and screen readers use the real select.
export const select = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  opacity: 0,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: 16,
  border: 0,
  margin: 0,
  appearance: 'none',
})
