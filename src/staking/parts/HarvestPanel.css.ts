import { style } from '@vanilla-extract/css'
import { fitFont } from './fitNumber'

// One line whatever the amount, down to a 320 px phone.
export const big = style({ margin: 0, ...fitFont(28, 14), fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

export const figures = style({ display: 'grid', gap: 4, margin: 0 })
