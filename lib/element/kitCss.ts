/**
 * The kit's stylesheet (the text of `@porch/kit/styles.css`) for the elements' shadow roots,
 * where no page stylesheet reaches. In the source this is a placeholder (a CSS comment, so
 * harmless where it stays): the kit build writes the built stylesheet's text in its place
 * (scripts/kit/elementCss.ts), so the entry needs no CSS import and no URL, and the elements
 * are styled however the page is bundled or served.
 */
export const KIT_CSS: string = '/*! porch:kit-css */'
