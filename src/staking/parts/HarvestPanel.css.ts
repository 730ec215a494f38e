import { style } from '@vanilla-extract/css'

// One line whatever the amount: the size follows the card's width (the card is a size
// container), down to a 320 px phone.
export const big = style({ margin: 0, fontSize: 'clamp(18px, 10cqi, 28px)', fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' })

export const figures = style({ display: 'grid', gap: 4, margin: 0 })
