import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** lib/element/kitCss.ts's placeholder (a CSS comment), as a string literal in the built code. */
const PLACEHOLDER = /(["'])\/\*! porch:kit-css \*\/\1/g

/**
 * `@porch/kit/element` styles its shadow roots itself (no page stylesheet reaches them):
 * the placeholder of lib/element/kitCss.ts becomes the text of the build's stylesheet, the
 * one `@porch/kit/styles.css` holds, in every built file of `dir` that has it. So the
 * elements and the React components share one CSS source, and the element needs no CSS
 * import or URL. Throws unless exactly the expected number of places were filled.
 */
export function embedElementCss(dir: string, css: string = readFileSync(join(dir, 'styles.css'), 'utf8'), expected = 1): void {
  let filled = 0
  for (const file of walk(dir)) {
    if (!file.endsWith('.js')) continue
    const text = readFileSync(file, 'utf8')
    if (!text.includes('porch:kit-css')) continue
    const next = text.replace(PLACEHOLDER, () => {
      filled++
      return JSON.stringify(css)
    })
    if (next.includes('porch:kit-css')) throw new Error(`${file}: the kit CSS placeholder is not a plain string literal there; keep KIT_CSS out of template literals.`)
    writeFileSync(file, next)
  }
  if (filled !== expected) throw new Error(`The element's stylesheet went into ${filled} place(s) of ${dir}, expected ${expected}.`)
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}
