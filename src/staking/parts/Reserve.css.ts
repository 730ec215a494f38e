import { style } from '@vanilla-extract/css'

/** Every alternative in one grid cell: the cell is as large as the largest of them. */
const cell = style({ gridTemplateAreas: '"x"', minWidth: 0 })

/** Inside a button: as wide as the longest label, each label centred. */
export const inline = style([cell, { display: 'inline-grid', justifyItems: 'center', alignItems: 'center', textAlign: 'center' }])

/** A line or paragraph: the width of its container, as tall as the tallest alternative. */
export const block = style([cell, { display: 'grid', justifyItems: 'start' }])

export const shown = style({ gridArea: 'x', minWidth: 0 })

// The alternatives not shown are drawn from an attribute through ::before: they hold their
// room, but they are no text of the page (screen readers, find-in-page and tests skip them).
export const ghost = style({
  gridArea: 'x',
  minWidth: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  '::before': { content: 'attr(data-text)' },
})
