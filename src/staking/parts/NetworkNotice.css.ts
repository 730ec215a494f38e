import { style } from '@vanilla-extract/css'

export { notice } from './card.css'

export const text = style({ margin: 0, lineHeight: 1.45, flex: '1 1 240px' })
