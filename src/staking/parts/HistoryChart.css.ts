import { style } from '@vanilla-extract/css'
import { themeVars } from '@porch/kit/theme'

export const figure = style({ margin: 0, display: 'grid', gap: 4 })

export const svg = style({ width: '100%', height: 'auto', display: 'block', color: themeVars.colors.modalText })

export const axis = style({ stroke: themeVars.colors.generalBorder, strokeWidth: 1 })

export const staked = style({ fill: 'none', stroke: themeVars.colors.accent, strokeWidth: 2.5 })

export const harvested = style({ fill: 'none', stroke: themeVars.colors.modalText, strokeWidth: 2.5, strokeDasharray: '6 3' })

export const label = style({ fill: themeVars.colors.modalTextSecondary, fontSize: 12, fontFamily: themeVars.fonts.body })
