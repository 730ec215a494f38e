import { style } from '@vanilla-extract/css'

/** No layout box of its own: the theme's custom properties reach the app's ConnectButton. */
export const root = style({ display: 'contents' })
