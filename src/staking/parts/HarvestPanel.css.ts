import { style } from '@vanilla-extract/css'

export const big = style({ margin: 0, fontSize: 28, fontWeight: 800, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })

export const figures = style({ display: 'grid', gap: 4, margin: 0 })
