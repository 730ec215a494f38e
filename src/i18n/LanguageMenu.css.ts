import { style } from '@vanilla-extract/css'
import { themeVars as vars } from '@porch/kit/theme'

export const select = style({
  font: 'inherit',
  fontSize: 14,
  color: vars.colors.modalText,
  background: vars.colors.modalBackground,
  border: `1px solid ${vars.colors.generalBorder}`,
  borderRadius: 8,
  paddingBlock: 6,
  paddingInline: 8,
  maxInlineSize: 180,
})
