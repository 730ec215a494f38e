import { style } from '@vanilla-extract/css'

/** Below this width the banner's buttons go under its text and the note takes two lines. */
export const narrow = 'screen and (max-width: 599px)'

/*
 * The room watch mode's banner and note take, reserved from the first frame while their
 * code arrives (the rest of their styles comes with it): the English banner and note fit
 * it on a wide and a narrow screen, so nothing moves again when they show.
 */
export const bannerRoom = style({ minHeight: 70, '@media': { [narrow]: { minHeight: 118 } } })

export const noteRoom = style({ minHeight: '1.45em', fontSize: 14, margin: 0, '@media': { [narrow]: { minHeight: '2.9em' } } })
